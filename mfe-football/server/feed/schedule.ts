import { SeededRandom } from '@sl/server-kit';
import { plusDays } from './london';
import {
  conferenceThursdays,
  europeanTuesdays,
  inRange,
  internationalSaturdays,
  winterBreak,
  ymd,
} from './calendar';
import { COMPETITIONS, type CompetitionDef } from './clubs';
import { matchAt } from './clock';
import { Diary } from './diary';
import { cupRounds, type CupRound } from './cups';
import { LEAGUE_CALENDARS, type LeagueCalendar, type Slot } from './leagues';
import { leaguePhaseDraw } from './league-phase';
import { teamById, teamByName, teamsOf } from './teams';
import { preSeasonFriendlies } from './friendlies';
import { internationalMatches } from './internationals';
import { matchId, place, type Candidate } from './placement';

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

/** The football season containing `date`: seasons start in July. */
export function seasonOf(date: string): number {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month >= 7 ? year : year - 1;
}

/** The world's seed: FEED_SEED when set, so another world can be drawn; the same world otherwise. */
export const worldSeed = (): string => process.env.FEED_SEED ?? '';

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

/** Days a league does not play: its international windows (Friday to Tuesday) and winter break. */
function closedDays(cal: LeagueCalendar, season: number): Array<[string, string]> {
  const closed: Array<[string, string]> = [];
  if (cal.internationalBreaks)
    for (const s of internationalSaturdays(season)) closed.push([plusDays(s, -1), plusDays(s, 3)]);
  if (cal.winterBreak) {
    const { from, to } = winterBreak(season);
    closed.push([from, to]);
  }
  return closed;
}

interface LeagueRound {
  saturday: string;
  midweek: boolean;
}

/** Evenly spread `count` of `items`, keeping the first and the last. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (count <= 0) return [];
  if (count === 1) return [items[items.length - 1]!];
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);
}

/** Which weekends (and, when there are too few, which midweeks) a league's rounds are played on. */
function roundDates(
  cal: LeagueCalendar,
  season: number,
  first: string,
  last: string,
  rounds: number,
  faCupSaturdays: ReadonlySet<string>,
  avoidTuesdays: ReadonlySet<string>,
): LeagueRound[] {
  const closed = closedDays(cal, season);
  const open = (date: string) => !closed.some(([from, to]) => inRange(date, from, to));
  const saturdays: string[] = [];
  for (let s = first; s <= last; s = plusDays(s, 7))
    if (open(s) && open(plusDays(s, 1)) && !faCupSaturdays.has(s)) saturdays.push(s);
  if (rounds <= saturdays.length)
    return spread(saturdays, rounds).map((s) => ({ saturday: s, midweek: false }));
  const free = saturdays
    .filter((s, i) => saturdays[i + 1] === plusDays(s, 7) && open(plusDays(s, 3)) && open(plusDays(s, 4)))
    .filter((s) => !avoidTuesdays.has(plusDays(s, 3)));
  const midweeks = spread(free, Math.min(free.length, rounds - saturdays.length));
  const dates = [
    ...saturdays.map((s) => ({ saturday: s, midweek: false })),
    ...midweeks.map((s) => ({ saturday: s, midweek: true })),
  ];
  // Still short: a second midweek in some weeks (Tuesday and Thursday), as a congested real season does.
  const more = saturdays.filter((s, i) => saturdays[i + 1] === plusDays(s, 7) && !midweeks.includes(s));
  dates.push(
    ...spread(more, Math.max(0, rounds - dates.length)).map((s) => ({ saturday: s, midweek: true })),
  );
  return dates
    .sort((a, b) =>
      a.saturday === b.saturday ? Number(a.midweek) - Number(b.midweek) : a.saturday < b.saturday ? -1 : 1,
    )
    .slice(0, rounds);
}

interface World {
  season: number;
  seed: string;
  diary: Diary;
  faCup: ReadonlyMap<string, string>;
  europeanTuesdays: ReadonlySet<string>;
  leagueCupTuesdays: ReadonlySet<string>;
}

function* leagueCandidates(
  rng: SeededRandom,
  cal: LeagueCalendar,
  round: LeagueRound,
  isFinal: boolean,
  window: { first: string; last: string; closed: Array<[string, string]> },
): Generator<Candidate> {
  const ok = (c: Candidate) => {
    const day = plusDays(c.saturday, c.slot[0]);
    return inRange(day, window.first, window.last) && !window.closed.some(([f, t]) => inRange(day, f, t));
  };
  const own = round.midweek ? cal.midweek : isFinal && cal.finalDay ? [cal.finalDay] : cal.weekend;
  const first = rng.pick(own);
  for (const slot of [first, ...rng.sample(own, own.length)]) {
    const c = { saturday: round.saturday, slot };
    if (ok(c)) yield c;
  }
  // Rearranged, as real leagues do when a club is in a cup or in Europe: the nearest free midweek, then weekend.
  for (let week = 0; week < 30; week++) {
    for (const direction of [1, -1]) {
      const saturday = plusDays(round.saturday, direction * week * 7);
      for (const slot of [
        ...rng.sample(cal.midweek, cal.midweek.length),
        ...rng.sample(cal.weekend, cal.weekend.length),
      ]) {
        const c = { saturday, slot };
        if (ok(c)) yield c;
      }
    }
  }
}

/** Clubs in a league (or a group of it), drawn into a fixture list of home and away rounds. */
function leagueMatches(
  c: CompetitionDef,
  cal: LeagueCalendar,
  world: World,
  year: number,
  idRound: number,
): ScheduledMatch[] {
  const { season } = world;
  const rng = new SeededRandom(`league:${world.seed}:${c.id}:${year}`);
  const groups: Array<string | null> = c.groups ? Object.keys(c.groups) : [null];
  // A calendar-year league's year is its own (MLS 2027 runs February to October 2027).
  const calendarSeason = cal.year === 'calendar' ? year - 1 : year;
  const first = cal.start(cal.year === 'calendar' ? year : season);
  const last = cal.end(cal.year === 'calendar' ? year : season);
  const window = { first, last, closed: closedDays(cal, calendarSeason) };
  const faCupSaturdays = new Set(
    (cal.faCupWeekends ?? []).map((name) => world.faCup.get(name)).filter((s): s is string => !!s),
  );
  const avoid = new Set<string>([
    ...(cal.avoidMidweeks?.includes('european') ? world.europeanTuesdays : []),
    ...(cal.avoidMidweeks?.includes('league-cup') ? world.leagueCupTuesdays : []),
  ]);
  const matches: ScheduledMatch[] = [];
  let index = 0;
  for (const group of groups) {
    const ids = rng.sample(teamsOf(c.id, group), teamsOf(c.id, group).length).map((t) => t.id);
    const twice = roundRobin(ids);
    const rounds = cal.meetings === 4 ? [...twice, ...twice] : twice;
    const dates = roundDates(cal, calendarSeason, first, last, rounds.length, faCupSaturdays, avoid);
    rounds.forEach((pairs, r) => {
      const round = dates[r]!;
      pairs.forEach(([home, away]) => {
        const when = place(
          world.diary,
          home,
          away,
          leagueCandidates(rng, cal, round, r === rounds.length - 1, window),
        );
        if (!when) throw new Error(`no date for ${c.name} round ${r + 1}: ${home} v ${away}`);
        matches.push({
          id: matchId(season, c.id, r + 1 + idRound, index++ % 1000),
          competitionId: c.id,
          ...when,
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

/** European league phases: Tuesday/Wednesday (Champions League) or Thursday, pairings drawn per matchday. */
function europeanMatches(c: CompetitionDef, world: World): ScheduledMatch[] {
  const rng = new SeededRandom(`europe:${world.seed}:${c.id}:${world.season}`);
  const ids = (c.entrants ?? []).map((name) => teamByName.get(name)?.id).filter((id): id is number => !!id);
  const weeks =
    c.name === 'Conference League'
      ? conferenceThursdays(world.season).map((thursday) => plusDays(thursday, -5))
      : europeanTuesdays(world.season).map((tuesday) => plusDays(tuesday, -3));
  const matches: ScheduledMatch[] = [];
  const associationOf = (id: number) => teamById.get(id)?.competitionId ?? -id;
  const draw = leaguePhaseDraw(rng, ids, associationOf, weeks.length);
  weeks.forEach((saturday, round) => {
    const pairs = draw[round] ?? [];
    const lastMatchday = round === weeks.length - 1;
    pairs.forEach(([home, away], pair) => {
      const i = pair * 2;
      // Champions League: half on Tuesday, half on Wednesday, the last matchday all at once on Wednesday night.
      const day = c.id === 1 ? (lastMatchday ? 4 : i % 4 === 0 ? 3 : 4) : 5;
      const slots: Slot[] = lastMatchday
        ? [[day, 20, 0]]
        : [[day, rng.chance(0.25) ? 17 : 20, rng.chance(0.25) ? 45 : 0]];
      const when = place(
        world.diary,
        home,
        away,
        slots.map((slot) => ({ saturday, slot })),
      );
      if (!when) return;
      matches.push({
        id: matchId(world.season, c.id, round + 1, pair),
        competitionId: c.id,
        ...when,
        homeTeamId: home,
        awayTeamId: away,
        roundType: 'League phase',
        roundNumber: round + 1,
        group: null,
        knockout: false,
      });
    });
  });
  return matches;
}

/** Clubs joining a cup round: whole competitions in order of seniority, the last one drawn from. */
function entrantsOf(rng: SeededRandom, round: CupRound, entered: ReadonlySet<number>): number[] {
  const out: number[] = [];
  for (const pool of round.pools) {
    const clubs = teamsOf(pool)
      .filter((t) => !entered.has(t.id))
      .map((t) => t.id);
    const need = round.entrants - out.length;
    if (need <= 0) break;
    out.push(...(clubs.length <= need ? clubs : rng.sample(clubs, need)));
  }
  return out;
}

function* cupCandidates(round: CupRound): Generator<Candidate> {
  for (const slot of round.slots) yield { saturday: round.saturday, slot };
  // Rearranged to a midweek when a club already plays within 48 hours (a European tie, a league match).
  for (let week = 0; week < 4; week++)
    for (const slot of [
      [3, 19, 45],
      [4, 19, 45],
      [4, 20, 0],
    ] as Slot[])
      yield { saturday: plusDays(round.saturday, week * 7), slot };
}

/** Knockout cups: each round's winners (decided by the clock's final whistle) go through to the next. */
function cupMatches(c: CompetitionDef, world: World): ScheduledMatch[] {
  const rng = new SeededRandom(`cup:${world.seed}:${c.id}:${world.season}`);
  const entered = new Set<number>();
  let through: number[] = [];
  const matches: ScheduledMatch[] = [];
  cupRounds(c.name, world.season).forEach((round, r) => {
    const fresh = entrantsOf(rng, round, entered);
    fresh.forEach((id) => entered.add(id));
    const drawn = rng.sample([...through, ...fresh], through.length + fresh.length);
    through = [];
    for (let i = 0; i + 1 < drawn.length; i += 2) {
      const home = drawn[i]!;
      const away = drawn[i + 1]!;
      const slots = rng.sample(round.slots, round.slots.length);
      const when = place(world.diary, home, away, cupCandidates({ ...round, slots }));
      if (!when) throw new Error(`no date for ${c.name} ${round.name}`);
      const match: ScheduledMatch = {
        id: matchId(world.season, c.id, r + 1, i / 2),
        competitionId: c.id,
        ...when,
        homeTeamId: home,
        awayTeamId: away,
        roundType: round.name,
        roundNumber: r + 1,
        group: null,
        knockout: true,
      };
      matches.push(match);
      const outcome = matchAt(
        { seed: match.id, kickOff: match.kickOff, knockout: true, homeTeamId: home, awayTeamId: away },
        new Date(match.kickOff.getTime() + 24 * 3_600_000),
      );
      through.push(outcome.winner === 'away' ? away : home);
    }
  });
  return matches;
}

/** MLS and Brazil play within a calendar year: a football season holds the end of one and the start of the next. */
function calendarYearMatches(c: CompetitionDef, cal: LeagueCalendar, world: World): ScheduledMatch[] {
  const july = ymd(world.season, 7, 1);
  const nextJuly = ymd(world.season + 1, 7, 1);
  const run = (year: number, idRound: number) =>
    leagueMatches(c, cal, { ...world, diary: new Diary() }, year, idRound).filter((m) =>
      inRange(m.matchDate, july, plusDays(nextJuly, -1)),
    );
  return [...run(world.season, 0), ...run(world.season + 1, 50)];
}

const seasonCache = new Map<string, ScheduledMatch[]>();

/** Every league, cup, European match and friendly of a season: the same list on every machine for a seed. */
export function seasonSchedule(season: number, seed: string = worldSeed()): ScheduledMatch[] {
  const key = `${seed}|${season}`;
  const cached = seasonCache.get(key);
  if (cached) return cached;
  const faCupRounds = cupRounds('FA Cup', season);
  const world: World = {
    season,
    seed,
    diary: new Diary(),
    faCup: new Map(faCupRounds.map((r) => [r.name, r.saturday])),
    europeanTuesdays: new Set(europeanTuesdays(season)),
    leagueCupTuesdays: new Set(cupRounds('League Cup', season).map((r) => plusDays(r.saturday, 3))),
  };
  // Fixed dates first (Europe, then the cups), then the leagues fit round them, then pre-season friendlies.
  const byKind = (kind: CompetitionDef['kind']) => COMPETITIONS.filter((c) => c.kind === kind);
  const matches = [
    ...byKind('european').flatMap((c) => europeanMatches(c, world)),
    ...byKind('cup').flatMap((c) => cupMatches(c, world)),
  ];
  for (const c of byKind('league')) {
    const cal = LEAGUE_CALENDARS[c.name];
    if (!cal) continue;
    matches.push(
      ...(cal.year === 'calendar'
        ? calendarYearMatches(c, cal, world)
        : leagueMatches(c, cal, world, season, 0)),
    );
  }
  matches.push(...internationalMatches(season, seed, world.diary));
  matches.push(...preSeasonFriendlies(world.season, seed, world.diary));
  matches.sort((a, b) => a.kickOff.getTime() - b.kickOff.getTime() || a.id - b.id);
  if (seasonCache.size >= 4) seasonCache.delete(seasonCache.keys().next().value!);
  seasonCache.set(key, matches);
  return matches;
}
