import {
  FANTASY_FORMATION_LIMITS,
  FANTASY_SQUAD_SHAPE,
  FANTASY_STARTERS,
  type FantasyPick,
  type FantasyPlayer,
  type FantasyTeamInput,
} from '@sl/contracts/fantasy';

/** The squad a member is building in the page, before it is saved. */
export interface Draft {
  name: string;
  picks: FantasyPick[];
  captainId: number | null;
}

export const emptyDraft: Draft = { name: '', picks: [], captainId: null };

export type DraftAction =
  | { type: 'add'; player: FantasyPlayer }
  | { type: 'remove'; playerId: number }
  | { type: 'starting'; playerId: number; starting: boolean }
  | { type: 'captain'; playerId: number }
  | { type: 'name'; name: string }
  | { type: 'load'; draft: Draft };

/** Whether another player of this position still fits the squad's shape (2 GK, 5 DEF, 5 MID, 3 FWD). */
export function roomFor(
  draft: Draft,
  player: FantasyPlayer,
  lookup: (id: number) => FantasyPlayer | undefined,
) {
  const same = draft.picks.filter((p) => lookup(p.playerId)?.position === player.position).length;
  return same < FANTASY_SQUAD_SHAPE[player.position];
}

/**
 * The page's squad edits. A new player starts while the eleven has room and his position is under its
 * formation maximum (so picking in any order fills a valid eleven more often than not); otherwise he goes on
 * the bench. Removing the captain leaves the team without one.
 */
export function draftReducer(lookup: (id: number) => FantasyPlayer | undefined) {
  return (draft: Draft, action: DraftAction): Draft => {
    switch (action.type) {
      case 'add': {
        const { player } = action;
        if (draft.picks.some((p) => p.playerId === player.id) || !roomFor(draft, player, lookup))
          return draft;
        const starters = draft.picks.filter((p) => p.starting);
        const samePosition = starters.filter((p) => lookup(p.playerId)?.position === player.position).length;
        const starting =
          starters.length < FANTASY_STARTERS && samePosition < FANTASY_FORMATION_LIMITS[player.position].max;
        return { ...draft, picks: [...draft.picks, { playerId: player.id, starting }] };
      }
      case 'remove':
        return {
          ...draft,
          picks: draft.picks.filter((p) => p.playerId !== action.playerId),
          captainId: draft.captainId === action.playerId ? null : draft.captainId,
        };
      case 'starting':
        return {
          ...draft,
          picks: draft.picks.map((p) =>
            p.playerId === action.playerId ? { ...p, starting: action.starting } : p,
          ),
          captainId: !action.starting && draft.captainId === action.playerId ? null : draft.captainId,
        };
      case 'captain':
        return { ...draft, captainId: action.playerId };
      case 'name':
        return { ...draft, name: action.name };
      case 'load':
        return action.draft;
    }
  };
}

/** What the service is sent. */
export const teamInput = (draft: Draft): FantasyTeamInput => ({
  name: draft.name,
  picks: draft.picks,
  captainId: draft.captainId ?? 0,
});
