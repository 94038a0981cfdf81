/**
 * Gameweeks from the Premier League schedule: gameweek N is league round N. Its deadline is its first kick-off;
 * a team saved before a deadline plays from that gameweek on. A rearranged match stays in its round, so a
 * gameweek can run on until that match is played.
 */
export interface GameweekFixture {
  matchId: number;
  round: number;
  kickOff: string;
}

export type GameweekStatus = 'upcoming' | 'live' | 'finished';

export interface FantasyGameweek {
  number: number;
  /** The first kick-off (ISO): changes saved before it count for this gameweek. */
  deadline: string;
  lastKickOff: string;
  matchIds: number[];
}

/** A match is over (results in, points settled) this long after kick-off: 90 minutes, half-time and stoppage. */
export const FANTASY_MATCH_SETTLE_MS = 2 * 60 * 60_000;

export function gameweeksFrom(fixtures: readonly GameweekFixture[]): FantasyGameweek[] {
  const rounds = new Map<number, GameweekFixture[]>();
  for (const f of fixtures) rounds.set(f.round, [...(rounds.get(f.round) ?? []), f]);
  return [...rounds.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, list]) => {
      const kickOffs = list.map((f) => f.kickOff).sort();
      return {
        number,
        deadline: kickOffs[0]!,
        lastKickOff: kickOffs[kickOffs.length - 1]!,
        matchIds: list.map((f) => f.matchId).sort((a, b) => a - b),
      };
    });
}

export function gameweekStatus(gameweek: FantasyGameweek, now: Date): GameweekStatus {
  if (now.getTime() < Date.parse(gameweek.deadline)) return 'upcoming';
  return now.getTime() >= Date.parse(gameweek.lastKickOff) + FANTASY_MATCH_SETTLE_MS ? 'finished' : 'live';
}

/** The gameweek a team saved at `now` plays from: the first whose deadline is still ahead; null when none is. */
export function nextGameweek(gameweeks: readonly FantasyGameweek[], now: Date): FantasyGameweek | null {
  return gameweeks.find((g) => Date.parse(g.deadline) > now.getTime()) ?? null;
}

/** The latest gameweek that has started (the one whose points are coming in or last came in). */
export function currentGameweek(gameweeks: readonly FantasyGameweek[], now: Date): FantasyGameweek | null {
  return [...gameweeks].reverse().find((g) => Date.parse(g.deadline) <= now.getTime()) ?? null;
}
