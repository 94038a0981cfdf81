import { SeededRandom, addDays, londonInstant, londonToday } from '@sl/server-kit';
import { COMPETITIONS, type CompetitionDef } from './clubs';
import { matchAt } from './clock';
import { TEAMS, teamByName, teamsOf, type TeamDef } from './teams';

/** One scheduled match as stored; its progress comes from the clock. */
export interface ScheduledMatch {
  id: number;
  competitionId: number;
  matchDate: string;
  kickOff: Date;
  homeTeamId: number;
  awayTeamId: number;
  roundType: string;
  roundNumber: number;
  group: string | null;
  knockout: boolean;
}

type Slot = [dayOffset: number, hour: number, minute: number];

const ENGLISH_WEEKEND: Slot[] = [
  [0, 12, 30],
  [0, 15, 0],
  [0, 15, 0],
  [0, 15, 0],
  [0, 15, 0],
  [0, 17, 30],
  [1, 14, 0],
  [1, 16, 30],
  [-1, 20, 0],
];
const EUROPEAN_WEEKEND: Slot[] = [
  [0, 13, 0],
  [0, 15, 15],
  [0, 17, 30],
  [0, 20, 0],
  [1, 11, 0],
  [1, 14, 0],
  [1, 17, 30],
  [1, 19, 45],
  [-1, 19, 45],
];
const LATE_WEEKEND: Slot[] = [
  [0, 20, 0],
  [0, 22, 30],
  [1, 0, 30],
  [1, 19, 0],
  [1, 21, 30],
];
const SCOTTISH_WEEKEND: Slot[] = [
  [0, 15, 0],
  [0, 15, 0],
  [0, 12, 30],
  [1, 12, 0],
];
const LATE_LEAGUES = new Set([22, 23, 24]);
const SCOTTISH = new Set([10, 17, 18, 19]);

const slotsFor = (c: CompetitionDef): Slot[] =>
  LATE_LEAGUES.has(c.id)
    ? LATE_WEEKEND
    : SCOTTISH.has(c.id)
      ? SCOTTISH_WEEKEND
      : c.id <= 9
        ? ENGLISH_WEEKEND
        : EUROPEAN_WEEKEND;

/** The football season containing `date`: seasons start in July. */
export function seasonOf(date: string): number {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month >= 7 ? year : year - 1;
}

/** The first Saturday on or after 8 August: the opening weekend. */
export function seasonStart(season: number): string {
  let date = `${season}-08-08`;
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 6) date = addDays(date, 1);
  return date;
}

const matchId = (season: number, competitionId: number, round: number, index: number) =>
  season * 10_000_000 + competitionId * 100_000 + round * 1_000 + index;

// Time-zone arithmetic is slow and a season repeats a few hundred (date, slot) pairs thousands of times.
const instants = new Map<string, { kickOff: number; matchDate: string }>();

function at(date: string, [offset, hour, minute]: Slot): { kickOff: Date; matchDate: string } {
  const key = `${date}|${offset}|${hour}|${minute}`;
  let hit = instants.get(key);
  if (!hit) {
    const kickOff = londonInstant(addDays(date, offset), hour, minute);
    hit = { kickOff: kickOff.getTime(), matchDate: londonToday(kickOff) };
    instants.set(key, hit);
  }
  return { kickOff: new Date(hit.kickOff), matchDate: hit.matchDate };
}

/** Double round robin by the circle method: every club meets every other home and away. */
export function roundRobin(ids: readonly number[]): Array<Array<[number, number]>> {
  const list = [...ids];
  const n = list.length;
  const rounds: Array<Array<[number, number]>> = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < n / 2; i++) {
      const a = list[i]!;
      const b = list[n - 1 - i]!;
      pairs.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    list.splice(1, 0, list.pop()!);
  }
  return [...rounds, ...rounds.map((pairs) => pairs.map(([a, b]): [number, number] => [b, a]))];
}

function leagueMatches(c: CompetitionDef, season: number, start: string): ScheduledMatch[] {
  const rng = new SeededRandom(`league:${c.id}:${season}`);
  const groups: Array<string | null> = c.groups ? Object.keys(c.groups) : [null];
  const matches: ScheduledMatch[] = [];
  let index = 0;
  for (const group of groups) {
    const ids = rng.sample(teamsOf(c.id, group), teamsOf(c.id, group).length).map((t) => t.id);
    const rounds = roundRobin(ids);
    // Long leagues (46 rounds) also play a Tuesday round after every fourth weekend.
    const dates: Array<{ date: string; midweek: boolean }> = [];
    for (let week = 0; dates.length < rounds.length; week++) {
      const saturday = addDays(start, week * 7);
      dates.push({ date: saturday, midweek: false });
      if (rounds.length > 38 && week % 4 === 3) dates.push({ date: addDays(saturday, 3), midweek: true });
    }
    rounds.forEach((pairs, r) => {
      const { date, midweek } = dates[r]!;
      pairs.forEach(([home, away]) => {
        const slot: Slot = midweek ? [0, 19, 45] : rng.pick(slotsFor(c));
        matches.push({
          id: matchId(season, c.id, r + 1, index++ % 1000),
          competitionId: c.id,
          ...at(date, slot),
          homeTeamId: home,
          awayTeamId: away,
          roundType: 'Matchday',
          roundNumber: r + 1,
          group,
          knockout: false,
        });
      });
    });
  }
  return matches;
}

/** European league phases: eight matchdays between September and January, pairings drawn per matchday. */
const EUROPEAN_WEEKS = [5, 7, 10, 12, 14, 17, 22, 24];

function europeanMatches(c: CompetitionDef, season: number, start: string): ScheduledMatch[] {
  const rng = new SeededRandom(`europe:${c.id}:${season}`);
  const ids = (c.entrants ?? []).map((name) => teamByName.get(name)?.id).filter((id): id is number => !!id);
  const matches: ScheduledMatch[] = [];
  EUROPEAN_WEEKS.forEach((week, round) => {
    const shuffled = rng.sample(ids, ids.length);
    for (let i = 0; i + 1 < shuffled.length; i += 2) {
      const tuesdayOrWednesday = c.id === 1 ? (i % 4 === 0 ? 3 : 4) : 5;
      const slot: Slot = [tuesdayOrWednesday, rng.chance(0.3) ? 17 : 20, rng.chance(0.3) ? 45 : 0];
      matches.push({
        id: matchId(season, c.id, round + 1, i / 2),
        competitionId: c.id,
        ...at(addDays(start, week * 7), slot),
        homeTeamId: shuffled[i]!,
        awayTeamId: shuffled[i + 1]!,
        roundType: 'League phase',
        roundNumber: round + 1,
        group: null,
        knockout: false,
      });
    }
  });
  return matches;
}

interface CupRound {
  name: string;
  week: number;
  dayOffset: number;
  entrants: number;
  pools: number[];
}

const CUP_ROUNDS: Readonly<Record<number, CupRound[]>> = {
  7: [
    { name: 'First round', week: 12, dayOffset: 0, entrants: 64, pools: [4, 5, 6] },
    { name: 'Second round', week: 16, dayOffset: 0, entrants: 0, pools: [] },
    { name: 'Third round', week: 22, dayOffset: 0, entrants: 48, pools: [2, 3, 4, 5] },
    { name: 'Fourth round', week: 25, dayOffset: 0, entrants: 0, pools: [] },
    { name: 'Fifth round', week: 29, dayOffset: 0, entrants: 0, pools: [] },
    { name: 'Quarter-final', week: 32, dayOffset: 0, entrants: 0, pools: [] },
    { name: 'Semi-final', week: 36, dayOffset: 1, entrants: 0, pools: [] },
    { name: 'Final', week: 40, dayOffset: 0, entrants: 0, pools: [] },
  ],
  8: [
    { name: 'First round', week: 0, dayOffset: 3, entrants: 64, pools: [3, 4, 5] },
    { name: 'Second round', week: 2, dayOffset: 3, entrants: 0, pools: [] },
    { name: 'Third round', week: 6, dayOffset: 3, entrants: 16, pools: [2] },
    { name: 'Fourth round', week: 11, dayOffset: 3, entrants: 0, pools: [] },
    { name: 'Quarter-final', week: 18, dayOffset: 3, entrants: 0, pools: [] },
    { name: 'Semi-final', week: 22, dayOffset: 4, entrants: 0, pools: [] },
    { name: 'Final', week: 31, dayOffset: 1, entrants: 0, pools: [] },
  ],
};

/** Knockout cups: each round's winners (decided by the clock's final whistle) go through to the next. */
function cupMatches(c: CompetitionDef, season: number, start: string): ScheduledMatch[] {
  const rng = new SeededRandom(`cup:${c.id}:${season}`);
  const entered = new Set<number>();
  let through: number[] = [];
  const matches: ScheduledMatch[] = [];
  (CUP_ROUNDS[c.id] ?? []).forEach((round, r) => {
    const pool = TEAMS.filter((t) => round.pools.includes(t.competitionId) && !entered.has(t.id));
    const fresh = rng.sample(pool, round.entrants).map((t) => t.id);
    fresh.forEach((id) => entered.add(id));
    const drawn = rng.sample([...through, ...fresh], through.length + fresh.length);
    through = [];
    for (let i = 0; i + 1 < drawn.length; i += 2) {
      const slot: Slot =
        round.dayOffset === 0 || round.dayOffset === 1
          ? [round.dayOffset, rng.pick([12, 15, 15, 17]), rng.pick([0, 30])]
          : [round.dayOffset, 19, 45];
      const match: ScheduledMatch = {
        id: matchId(season, c.id, r + 1, i / 2),
        competitionId: c.id,
        ...at(addDays(start, round.week * 7), slot),
        homeTeamId: drawn[i]!,
        awayTeamId: drawn[i + 1]!,
        roundType: round.name,
        roundNumber: r + 1,
        group: null,
        knockout: true,
      };
      matches.push(match);
      const outcome = matchAt(
        {
          seed: match.id,
          kickOff: match.kickOff,
          knockout: true,
          homeTeamId: match.homeTeamId,
          awayTeamId: match.awayTeamId,
        },
        new Date(match.kickOff.getTime() + 24 * 3_600_000),
      );
      through.push(outcome.winner === 'away' ? match.awayTeamId : match.homeTeamId);
    }
  });
  return matches;
}

/** Every league, cup and European match of a season: the same list on every machine. */
export function seasonSchedule(season: number): ScheduledMatch[] {
  const start = seasonStart(season);
  return COMPETITIONS.flatMap((c) => {
    if (c.kind === 'league') return leagueMatches(c, season, start);
    if (c.kind === 'european') return europeanMatches(c, season, start);
    if (c.kind === 'cup') return cupMatches(c, season, start);
    return [];
  });
}

export const FRIENDLIES_ID = 31;

/**
 * Round-the-clock friendlies: one kicks off every hour of the day, so whenever the site runs a couple of matches
 * are in play. Fixed for each date (seeded by the date), whatever time it is generated.
 */
export function friendliesOn(date: string): ScheduledMatch[] {
  const rng = new SeededRandom(`friendlies:${date}`);
  const pool: TeamDef[] = teamsOf(FRIENDLIES_ID);
  const clubs = rng.sample(pool, pool.length);
  const matches: ScheduledMatch[] = [];
  for (let hour = 0; hour < 24 && hour * 2 + 1 < clubs.length; hour++) {
    const kickOff = londonInstant(date, hour, 0);
    matches.push({
      id: Number(date.replace(/-/g, '')) * 100 + hour,
      competitionId: FRIENDLIES_ID,
      matchDate: date,
      kickOff,
      homeTeamId: clubs[hour * 2]!.id,
      awayTeamId: clubs[hour * 2 + 1]!.id,
      roundType: 'Friendly',
      roundNumber: 1,
      group: null,
      knockout: false,
    });
  }
  return matches;
}
