import { useEffect, useId, useMemo, useReducer, useRef, type FormEvent } from 'react';
import {
  FANTASY_BUDGET,
  FANTASY_SQUAD_SHAPE,
  FANTASY_TEAM_NAME,
  POSITION_NAMES,
  fantasySquadProblems,
  formatFantasyPrice,
  formationName,
  type FantasyClub,
  type FantasyPlayer,
  type FantasyTeamResponse,
} from '@sl/contracts/fantasy';
import { errorMessage, useSaveFantasyTeam } from './api';
import { draftReducer, emptyDraft, roomFor, teamInput, type Draft } from './draft';
import { PlayerList } from './PlayerList';
import { SquadList } from './SquadList';
import { Filters, Good, Problems, Section } from './styles';
import { Button, Columns } from '@sl/ui';

export interface SquadPickerProps {
  players: FantasyPlayer[];
  clubs: FantasyClub[];
  mine: FantasyTeamResponse | undefined;
  /** The gameweek a team saved now plays from. */
  nextGameweek: number | null;
}

/** The member's squad builder: the player list, the squad, budget left, what is still wrong, and Save. */
export function SquadPicker({ players, clubs, mine, nextGameweek }: SquadPickerProps) {
  const id = useId();
  const byId = useMemo(() => new Map(players.map((p) => [p.id, p])), [players]);
  const lookup = (playerId: number) => byId.get(playerId);
  const [draft, dispatch] = useReducer(
    useMemo(() => draftReducer((playerId) => byId.get(playerId)), [byId]),
    emptyDraft,
  );
  const loaded = useRef(false);
  useEffect(() => {
    if (loaded.current || !mine?.team) return;
    loaded.current = true;
    const saved: Draft = { name: mine.team.name, picks: mine.team.picks, captainId: mine.team.captainId };
    dispatch({ type: 'load', draft: saved });
  }, [mine]);
  const save = useSaveFantasyTeam();

  const pickable = (playerId: number) => {
    const p = byId.get(playerId);
    return p && { position: p.position, clubId: p.club.id, clubName: p.club.name, price: p.price };
  };
  const problems = fantasySquadProblems(teamInput(draft), pickable);
  const cost = draft.picks.reduce((sum, p) => sum + (byId.get(p.playerId)?.price ?? 0), 0);
  const starters = draft.picks.filter((p) => p.starting).flatMap((p) => byId.get(p.playerId)?.position ?? []);
  const picked = new Set(draft.picks.map((p) => p.playerId));
  const blocked = (player: FantasyPlayer) =>
    roomFor(draft, player, lookup) ? null : `${POSITION_NAMES[player.position]}s full`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length === 0) save.mutate(teamInput(draft));
  };

  return (
    <Section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{mine?.team ? 'Change your team' : 'Pick your squad'}</h2>
      <p>
        {nextGameweek === null
          ? 'The last gameweek of the season is under way: teams open again for next season.'
          : `A team saved now plays from gameweek ${nextGameweek}.`}
      </p>
      <Columns align="stretch">
        <div>
          <h3>Players</h3>
          <PlayerList
            players={players}
            clubs={clubs}
            picked={picked}
            blocked={blocked}
            onAdd={(player) => dispatch({ type: 'add', player })}
          />
        </div>
        <form onSubmit={onSubmit} aria-labelledby={`${id}-squad`}>
          <h3 id={`${id}-squad`}>Your squad</h3>
          <dl data-testid="fantasy-summary">
            <dt>Budget remaining</dt>
            <dd data-testid="fantasy-budget">{formatFantasyPrice(FANTASY_BUDGET - cost)}</dd>
            <dt>Squad</dt>
            <dd>
              {(['GK', 'DEF', 'MID', 'FWD'] as const)
                .map(
                  (p) =>
                    `${draft.picks.filter((x) => byId.get(x.playerId)?.position === p).length}/${FANTASY_SQUAD_SHAPE[p]} ${p}`,
                )
                .join(', ')}
            </dd>
            <dt>Formation</dt>
            <dd>
              {starters.length} starting ({formationName(starters)})
            </dd>
          </dl>
          <SquadList draft={draft} lookup={lookup} dispatch={dispatch} />
          <Filters>
            <label htmlFor={`${id}-name`}>
              Team name
              <input
                id={`${id}-name`}
                value={draft.name}
                maxLength={FANTASY_TEAM_NAME.max}
                autoComplete="off"
                onChange={(e) => dispatch({ type: 'name', name: e.target.value })}
              />
            </label>
          </Filters>
          <div aria-live="polite" data-testid="fantasy-problems">
            {problems.length > 0 ? (
              <>
                <p>Before you can save:</p>
                <Problems>
                  {problems.map((p) => (
                    <li key={p.code + p.message}>{p.message}</li>
                  ))}
                </Problems>
              </>
            ) : (
              <Good>Your team is ready to save.</Good>
            )}
          </div>
          <Button type="submit" disabled={problems.length > 0 || save.isPending || nextGameweek === null}>
            {save.isPending ? 'Saving…' : 'Save team'}
          </Button>
          <div role="status" data-testid="fantasy-save-status">
            {save.isSuccess && !save.isPending && (
              <Good>Saved: your team plays from gameweek {save.data.team?.fromGameweek}.</Good>
            )}
          </div>
          {save.isError && (
            <p role="alert">
              <strong>Not saved:</strong> {errorMessage(save.error)}
            </p>
          )}
        </form>
      </Columns>
    </Section>
  );
}
