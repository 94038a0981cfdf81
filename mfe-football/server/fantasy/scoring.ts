import {
  STARTING_SHIRTS,
  gameweekStatus,
  gameweeksFrom,
  matchPerformances,
  performancePoints,
  type FantasyGameweek,
  type GameweekPlayerScore,
} from '@sl/contracts/fantasy';
import { londonToday } from '@sl/server-kit';
import { seasonOf } from '../feed/schedule';
import { presentMatch } from '../matches/present';
import type { MatchRow } from '../matches/repository';
import { seasonRows } from '../matches/seasons';
import { playerId } from '../feed/squads';
import { PREMIER_LEAGUE_ID, positionOfPlayer } from './players';

export interface SeasonScores {
  season: number;
  gameweeks: FantasyGameweek[];
  /** Per gameweek number: each player's minutes and points in it (summed over a double gameweek). */
  byGameweek: Map<number, Map<number, GameweekPlayerScore>>;
  /** Season points per player. */
  totals: Map<number, number>;
}

const starters = (teamId: number) => STARTING_SHIRTS.map((shirt) => playerId(teamId, shirt));

/** A finished match never changes: its players' points are kept by match id. */
const matchCache = new Map<number, Map<number, GameweekPlayerScore>>();

/** Each player's minutes and points in one Premier League match, or null while it is not finished. */
function matchScores(row: MatchRow, now: Date): Map<number, GameweekPlayerScore> | null {
  const cached = matchCache.get(row.id);
  if (cached) return cached;
  const match = presentMatch(row, now);
  // An abandoned match scores nobody (it has no result); the others count once over.
  if (match.state !== 'FULLTIME') return null;
  const performances = matchPerformances(
    {
      home: { teamId: row.home.id, starters: starters(row.home.id) },
      away: { teamId: row.away.id, starters: starters(row.away.id) },
      events: match.events,
      length: 90,
    },
    positionOfPlayer,
  );
  const scores = new Map(
    performances.map((p) => [p.playerId, { minutes: p.minutes, points: performancePoints(p).total }]),
  );
  if (matchCache.size > 2000) matchCache.clear();
  matchCache.set(row.id, scores);
  return scores;
}

const gameweeksOf = (rows: readonly MatchRow[]) =>
  gameweeksFrom(rows.map((r) => ({ matchId: r.id, round: r.roundNumber, kickOff: r.kickOff.toISOString() })));

/**
 * The season the game is playing at `now`: the football season of the day until its last gameweek is over,
 * then (in the summer) the next one, whose teams can be picked before its first deadline.
 */
function gameSeason(now: Date): { season: number; rows: MatchRow[]; gameweeks: FantasyGameweek[] } {
  const season = seasonOf(londonToday(now));
  const rows = seasonRows(PREMIER_LEAGUE_ID, season);
  const gameweeks = gameweeksOf(rows);
  const last = gameweeks[gameweeks.length - 1];
  if (!last || gameweekStatus(last, now) !== 'finished') return { season, rows, gameweeks };
  const nextRows = seasonRows(PREMIER_LEAGUE_ID, season + 1);
  return { season: season + 1, rows: nextRows, gameweeks: gameweeksOf(nextRows) };
}

/** The Premier League season at `now`: its gameweeks and every player's points from the finished matches. */
export function seasonScores(now: Date): SeasonScores {
  const { season, rows, gameweeks } = gameSeason(now);
  const roundOf = new Map(rows.map((r) => [r.id, r.roundNumber]));
  const byGameweek = new Map<number, Map<number, GameweekPlayerScore>>();
  const totals = new Map<number, number>();
  for (const row of rows) {
    if (row.kickOff.getTime() > now.getTime()) continue;
    const scores = matchScores(row, now);
    if (!scores) continue;
    const round = roundOf.get(row.id)!;
    const week = byGameweek.get(round) ?? new Map<number, GameweekPlayerScore>();
    byGameweek.set(round, week);
    for (const [id, s] of scores) {
      const before = week.get(id) ?? { minutes: 0, points: 0 };
      week.set(id, { minutes: before.minutes + s.minutes, points: before.points + s.points });
      totals.set(id, (totals.get(id) ?? 0) + s.points);
    }
  }
  return { season, gameweeks, byGameweek, totals };
}
