import { FANTASY_POSITIONS, POSITION_NAMES, type FantasyPosition } from './fantasy-positions';

/** Fantasy football (issue 15): a squad from the Premier League clubs' players, scored from the feed's match events. */

/** Prices are kept in tenths of a million pounds: 55 is £5.5m. */
export const FANTASY_BUDGET = 1000;
export const FANTASY_SQUAD_SIZE = 15;
export const FANTASY_STARTERS = 11;
export const FANTASY_MAX_PER_CLUB = 3;
export const FANTASY_TEAM_NAME = { min: 3, max: 30 } as const;

/** How many of each position a squad holds: 2 goalkeepers, 5 defenders, 5 midfielders, 3 forwards. */
export const FANTASY_SQUAD_SHAPE: Readonly<Record<FantasyPosition, number>> = {
  GK: 2,
  DEF: 5,
  MID: 5,
  FWD: 3,
};

/** A starting eleven's valid range per position: one keeper, 3-5 defenders, 2-5 midfielders, 1-3 forwards. */
export const FANTASY_FORMATION_LIMITS: Readonly<Record<FantasyPosition, { min: number; max: number }>> = {
  GK: { min: 1, max: 1 },
  DEF: { min: 3, max: 5 },
  MID: { min: 2, max: 5 },
  FWD: { min: 1, max: 3 },
};

/** £5.5m for 55. */
export function formatFantasyPrice(tenths: number): string {
  const sign = tenths < 0 ? '-' : '';
  return `${sign}£${(Math.abs(tenths) / 10).toFixed(1)}m`;
}

export interface FantasyClub {
  id: number;
  name: string;
  abbrev: string;
}

/** A Premier League squad player as the game offers him. */
export interface FantasyPlayer {
  id: number;
  name: string;
  shirt: number;
  position: FantasyPosition;
  club: FantasyClub;
  /** Tenths of £1m. */
  price: number;
  /** Points this season so far, from finished matches. */
  totalPoints: number;
}

export interface FantasyPick {
  playerId: number;
  /** In the starting eleven (the other four are the bench, in pick order). */
  starting: boolean;
}

/** What a member saves (PUT): a team name, fifteen picks and a captain from the starting eleven. */
export interface FantasyTeamInput {
  name: string;
  picks: FantasyPick[];
  captainId: number;
}

/** What the rules need to know about a picked player. */
export interface FantasyPickable {
  position: FantasyPosition;
  clubId: number;
  clubName: string;
  price: number;
}

export type FantasySquadProblemCode =
  | 'NAME'
  | 'SIZE'
  | 'DUPLICATE'
  | 'UNKNOWN_PLAYER'
  | 'SHAPE'
  | 'BUDGET'
  | 'CLUB_LIMIT'
  | 'STARTERS'
  | 'FORMATION'
  | 'CAPTAIN';

export interface FantasySquadProblem {
  code: FantasySquadProblemCode;
  message: string;
}

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;
const positionWord = (p: FantasyPosition) => POSITION_NAMES[p].toLowerCase();

/** Count of each position among some players. */
export function countPositions(positions: readonly FantasyPosition[]): Record<FantasyPosition, number> {
  const counts: Record<FantasyPosition, number> = { GK: 0, DEF: 0, MID: 0, FWD: 0 };
  for (const p of positions) counts[p]++;
  return counts;
}

/** Whether eleven starters' positions make a valid formation (1 GK, 3-5 DEF, 2-5 MID, 1-3 FWD). */
export function isValidFormation(positions: readonly FantasyPosition[]): boolean {
  if (positions.length !== FANTASY_STARTERS) return false;
  const counts = countPositions(positions);
  return FANTASY_POSITIONS.every(
    (p) => counts[p] >= FANTASY_FORMATION_LIMITS[p].min && counts[p] <= FANTASY_FORMATION_LIMITS[p].max,
  );
}

/** "4-4-2" for eleven starters (defenders-midfielders-forwards). */
export function formationName(positions: readonly FantasyPosition[]): string {
  const c = countPositions(positions);
  return `${c.DEF}-${c.MID}-${c.FWD}`;
}

export function squadCost(
  picks: readonly FantasyPick[],
  lookup: (id: number) => FantasyPickable | undefined,
) {
  return picks.reduce((sum, p) => sum + (lookup(p.playerId)?.price ?? 0), 0);
}

/**
 * Every reason a team cannot be saved, each with a message a member can act on; empty when it is valid. The
 * checks run on whatever is there, so a half-picked squad in the page gets the same messages the service gives.
 */
export function fantasySquadProblems(
  team: FantasyTeamInput,
  lookup: (id: number) => FantasyPickable | undefined,
): FantasySquadProblem[] {
  const problems: FantasySquadProblem[] = [];
  const name = team.name.trim();
  if (name.length < FANTASY_TEAM_NAME.min || name.length > FANTASY_TEAM_NAME.max)
    problems.push({
      code: 'NAME',
      message: `Give your team a name of ${FANTASY_TEAM_NAME.min} to ${FANTASY_TEAM_NAME.max} characters.`,
    });
  const ids = team.picks.map((p) => p.playerId);
  if (new Set(ids).size !== ids.length)
    problems.push({ code: 'DUPLICATE', message: 'A player can be in your squad only once.' });
  const unknown = ids.filter((id) => !lookup(id));
  if (unknown.length)
    problems.push({
      code: 'UNKNOWN_PLAYER',
      message: `Not a Premier League player in the game: ${unknown.join(', ')}.`,
    });
  if (team.picks.length !== FANTASY_SQUAD_SIZE)
    problems.push({
      code: 'SIZE',
      message: `A squad has ${FANTASY_SQUAD_SIZE} players: you have ${team.picks.length}.`,
    });
  const known = team.picks.flatMap((p) => {
    const player = lookup(p.playerId);
    return player ? [{ pick: p, player }] : [];
  });
  const counts = countPositions(known.map((k) => k.player.position));
  const wrong = FANTASY_POSITIONS.filter((p) => counts[p] !== FANTASY_SQUAD_SHAPE[p]);
  if (wrong.length)
    problems.push({
      code: 'SHAPE',
      message: `A squad needs 2 goalkeepers, 5 defenders, 5 midfielders and 3 forwards: you have ${wrong
        .map((p) => plural(counts[p], positionWord(p)))
        .join(', ')}.`,
    });
  const cost = known.reduce((sum, k) => sum + k.player.price, 0);
  if (cost > FANTASY_BUDGET)
    problems.push({
      code: 'BUDGET',
      message: `Your squad costs ${formatFantasyPrice(cost)}: ${formatFantasyPrice(cost - FANTASY_BUDGET)} over the ${formatFantasyPrice(FANTASY_BUDGET)} budget.`,
    });
  const perClub = new Map<number, { name: string; n: number }>();
  for (const { player } of known) {
    const entry = perClub.get(player.clubId) ?? { name: player.clubName, n: 0 };
    entry.n++;
    perClub.set(player.clubId, entry);
  }
  for (const { name: club, n } of perClub.values())
    if (n > FANTASY_MAX_PER_CLUB)
      problems.push({
        code: 'CLUB_LIMIT',
        message: `You have ${n} players from ${club}: at most ${FANTASY_MAX_PER_CLUB} from one club.`,
      });
  const starters = known.filter((k) => k.pick.starting);
  const startingCount = team.picks.filter((p) => p.starting).length;
  if (startingCount !== FANTASY_STARTERS)
    problems.push({
      code: 'STARTERS',
      message: `Pick ${FANTASY_STARTERS} starters: you have ${startingCount}.`,
    });
  else if (starters.length === FANTASY_STARTERS && !isValidFormation(starters.map((s) => s.player.position)))
    problems.push({
      code: 'FORMATION',
      message: `Your starting ${formationName(starters.map((s) => s.player.position))} is not a valid formation: start 1 goalkeeper, 3-5 defenders, 2-5 midfielders and 1-3 forwards.`,
    });
  if (!starters.some((s) => s.pick.playerId === team.captainId))
    problems.push({ code: 'CAPTAIN', message: 'Choose a captain from your starting eleven.' });
  return problems;
}
