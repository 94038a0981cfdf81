import type { SeededRandom } from '@sl/server-kit';
import type { Course } from '../courses';
import { TRIP_RANGE } from './distance';
import { juvenilesRacing } from './season';
import { BUMPER, CHASE, FLAT_AW, FLAT_TURF, HURDLE, pickFurlongs, tripYards } from './trips';
import type { RacePlan, RaceType, Surface } from './types';

/**
 * An ordinary race's conditions: its type, class, trip, ages, rating band and field size, as a punter expects them
 * for the course, the code and the time of year.
 */
export interface MeetingContext {
  course: Course;
  code: 'flat' | 'jumps';
  surface: Surface;
  day: number;
  year: number;
  month: number;
  /** A Saturday, Boxing Day or festival day: the better races and fields. */
  bigDay: boolean;
}

export type Conditions = Omit<
  RacePlan,
  'raceId' | 'meetingId' | 'raceNumber' | 'offMinutes' | 'title' | 'prize'
> & {
  /** The words naming the race before the sponsor and the class ('Novices\' Hurdle', 'Handicap'). */
  core: string;
};

type FlatKind = 'maiden' | 'novice' | 'handicap' | 'nursery' | 'pattern' | 'conditions' | 'classified';
type JumpsKind =
  | 'maidenHurdle'
  | 'noviceHurdle'
  | 'juvenileHurdle'
  | 'handicapHurdle'
  | 'beginnersChase'
  | 'noviceChase'
  | 'handicapChase'
  | 'gradedHurdle'
  | 'gradedChase';

function weighted<K extends string>(rng: SeededRandom, rows: ReadonlyArray<readonly [K, number]>): K {
  const total = rows.reduce((s, [, w]) => s + w, 0);
  let r = rng.next() * total;
  for (const [k, w] of rows) {
    r -= w;
    if (r < 0) return k;
  }
  return rows[rows.length - 1]![0];
}

const between = (rng: SeededRandom, lo: number, hi: number) => rng.int(lo, hi);

/** Field size leaning to the middle of the range; small tracks in summer have smaller fields. */
function fieldOf(rng: SeededRandom, ctx: MeetingContext, lo: number, hi: number): number {
  let max = hi;
  if (ctx.course.tier === 3 && ctx.month >= 5 && ctx.month <= 9) max = Math.max(lo + 2, hi - 3);
  if (ctx.surface === 'AW') max = Math.min(max, 14);
  return Math.round((rng.int(lo, max) + rng.int(lo, max)) / 2);
}

/** GB flat handicap bands by class: a class 4 is a 0-80 or 0-85. */
const FLAT_BANDS: Record<number, readonly number[]> = {
  1: [110],
  2: [100, 105],
  3: [90, 95],
  4: [80, 85],
  5: [70, 75],
  6: [60, 65],
  7: [45, 50],
};
const JUMPS_BANDS: Record<number, readonly number[]> = {
  1: [170],
  2: [140, 145, 150],
  3: [125, 130, 135],
  4: [110, 115, 120],
  5: [95, 100],
};
const IE_FLAT_BANDS: Record<1 | 2 | 3, readonly number[]> = {
  1: [85, 90, 95, 100],
  2: [70, 75, 80, 85],
  3: [50, 55, 60, 65, 70],
};
const IE_JUMPS_BANDS: Record<1 | 2 | 3, readonly number[]> = {
  1: [116, 123, 130, 140],
  2: [102, 109, 116, 123],
  3: [80, 88, 95, 102, 109],
};

/** The rating band's top for a handicap of the class (GB) or track standing (Ireland). */
function bandFor(rng: SeededRandom, ctx: MeetingContext, raceClass: number): [number, number] {
  const gb = ctx.course.country === 'GB';
  const tops = gb
    ? (ctx.code === 'flat' ? FLAT_BANDS : JUMPS_BANDS)[raceClass]
    : (ctx.code === 'flat' ? IE_FLAT_BANDS : IE_JUMPS_BANDS)[ctx.course.tier];
  return [0, rng.pick(tops ?? [70])];
}

/** The bands the GB classes allow (the invariant tests check handicaps against them). */
export const GB_BANDS = { flat: FLAT_BANDS, jumps: JUMPS_BANDS } as const;

const GRADES_FLAT = ['Listed', 'Listed', 'Group 3', 'Group 3', 'Group 2'];
const GRADES_JUMPS = ['Listed', 'Grade 3', 'Grade 2', 'Grade 2'];

/** The longest a two-year-old races by month: 5f in spring, a mile by late summer. */
const JUVENILE_MAX_FURLONGS = [8, 8, 5, 5, 6, 6, 7, 8, 8, 8, 8, 8];

function flatAges(rng: SeededRandom, ctx: MeetingContext, kind: FlatKind): [number, number | null] {
  const juveniles = juvenilesRacing(ctx.day, ctx.year);
  if (kind === 'nursery') return [2, 2];
  const early = ctx.month <= 3 && !juveniles;
  if (kind === 'maiden' || kind === 'novice' || kind === 'pattern') {
    const twoChance = !juveniles ? 0 : ctx.month <= 4 ? 0.3 : kind === 'pattern' ? 0.3 : 0.55;
    if (rng.chance(twoChance)) return [2, 2];
    if (kind === 'pattern')
      return rng.pick<[number, number | null]>([
        [3, 3],
        [3, null],
        [4, null],
      ]);
    return ctx.month <= 7 ? [3, 3] : [3, null];
  }
  if (early) return rng.chance(0.5) ? [3, 3] : [4, null];
  if (ctx.month <= 9 && rng.chance(0.2)) return [3, 3];
  return rng.chance(0.85) ? [3, null] : [4, null];
}

function flatClass(rng: SeededRandom, ctx: MeetingContext, kind: FlatKind): number {
  const t = ctx.course.tier;
  switch (kind) {
    case 'pattern':
      return 1;
    case 'conditions':
      return between(rng, 2, 3);
    case 'classified':
      return between(rng, 6, 7);
    case 'nursery':
      return t === 1 ? between(rng, 3, 4) : t === 2 ? between(rng, 4, 5) : between(rng, 5, 6);
    case 'maiden':
    case 'novice':
      return t === 1 ? 4 : t === 2 ? between(rng, 4, 5) : 5;
    case 'handicap':
      if (t === 1) return ctx.bigDay ? between(rng, 2, 3) : between(rng, 2, 4);
      if (t === 2) return between(rng, 3, 5);
      return ctx.surface === 'AW' && rng.chance(0.1) ? 7 : between(rng, 4, 6);
  }
}

function flatRace(rng: SeededRandom, ctx: MeetingContext): Conditions {
  const gb = ctx.course.country === 'GB';
  const juveniles = juvenilesRacing(ctx.day, ctx.year);
  const inSeasonNurseries = juveniles && ctx.month >= 7 && ctx.month <= 10;
  const tier1 = ctx.course.tier === 1;
  const kind = weighted<FlatKind>(rng, [
    ['handicap', 50],
    ['maiden', gb ? 12 : 30],
    ['novice', gb ? 12 : 0],
    ['nursery', inSeasonNurseries ? 10 : 0],
    ['pattern', tier1 && ctx.surface === 'Turf' ? (ctx.bigDay ? 12 : 4) : 0],
    ['conditions', gb && tier1 ? 3 : 0],
    ['classified', gb && ctx.surface === 'AW' && ctx.course.tier === 3 ? 5 : 0],
  ]);
  const [minAge, maxAge] = flatAges(rng, ctx, kind);
  const raceClass = gb ? flatClass(rng, ctx, kind) : 0;
  const handicap = kind === 'handicap' || kind === 'nursery';
  const grade = kind === 'pattern' ? rng.pick(GRADES_FLAT) : '';
  const sex = kind !== 'nursery' && kind !== 'classified' && rng.chance(0.15) ? 'fillies' : 'any';
  const range = ctx.surface === 'AW' ? TRIP_RANGE.flatAW : TRIP_RANGE.flatTurf;
  const table = ctx.surface === 'AW' ? FLAT_AW : FLAT_TURF;
  let furlongs: number;
  if (minAge === 2) {
    const max = JUVENILE_MAX_FURLONGS[ctx.month - 1] ?? 5;
    furlongs = pickFurlongs(rng, table, 5, max);
  } else if (kind === 'maiden' || kind === 'novice') furlongs = pickFurlongs(rng, table, 6, 14);
  else if (kind === 'pattern') furlongs = pickFurlongs(rng, table, 5, 16);
  else furlongs = pickFurlongs(rng, table);
  const fieldRange: Record<FlatKind, [number, number]> = {
    handicap: [8, 16],
    nursery: [8, 14],
    maiden: [5, 14],
    novice: [5, 14],
    pattern: [5, 12],
    conditions: [5, 10],
    classified: [6, 12],
  };
  const [lo, hi] = fieldRange[kind];
  const type: RaceType = 'Flat';
  const core = flatCore(rng, kind, sex, gb, minAge);
  return {
    type,
    surface: ctx.surface,
    handicap,
    raceClass,
    grade,
    distanceYards: tripYards(ctx.course, furlongs, range),
    distance: '',
    minAge,
    maxAge,
    sex,
    ratingBand: handicap ? bandFor(rng, ctx, raceClass) : null,
    fieldSize: fieldOf(rng, ctx, lo, hi),
    core,
  };
}

function flatCore(rng: SeededRandom, kind: FlatKind, sex: string, gb: boolean, minAge: number): string {
  const fillies = sex === 'fillies' ? "Fillies' " : '';
  switch (kind) {
    case 'maiden':
      if (!gb) return `${fillies}Maiden`;
      return minAge === 2 && rng.chance(0.4)
        ? `British Stallion Studs EBF ${fillies}Maiden Stakes`
        : `${fillies}Maiden Stakes`;
    case 'novice':
      return minAge === 2 && rng.chance(0.4) ? `EBF ${fillies}Novice Stakes` : `${fillies}Novice Stakes`;
    case 'nursery':
      return 'Nursery Handicap';
    case 'pattern':
      return `${fillies}${rng.pick(['Trophy', 'Cup', 'Conditions', 'Sprint', 'Classic Trial', 'Silver Bowl'])} Stakes`;
    case 'conditions':
      return 'Conditions Stakes';
    case 'classified':
      return 'Classified Stakes';
    case 'handicap':
      if (sex === 'fillies') return "Fillies' Handicap";
      return weighted(rng, [
        ['Handicap', 85],
        ['Apprentice Handicap', 10],
        ["Amateur Riders' Handicap", gb ? 3 : 0],
      ] as const);
  }
}

function jumpsClass(rng: SeededRandom, ctx: MeetingContext, kind: JumpsKind): number {
  const t = ctx.course.tier;
  switch (kind) {
    case 'gradedHurdle':
    case 'gradedChase':
      return 1;
    case 'maidenHurdle':
      return t === 1 ? 3 : 4;
    case 'noviceHurdle':
    case 'noviceChase':
    case 'juvenileHurdle':
      return t === 1 ? between(rng, 2, 3) : t === 2 ? between(rng, 3, 4) : 4;
    case 'beginnersChase':
      return t === 3 ? 4 : between(rng, 3, 4);
    case 'handicapHurdle':
    case 'handicapChase':
      if (t === 1) return ctx.bigDay ? between(rng, 2, 3) : between(rng, 2, 4);
      if (t === 2) return between(rng, 3, 4);
      return between(rng, 4, 5);
  }
}

function jumpsRace(rng: SeededRandom, ctx: MeetingContext): Conditions {
  const gb = ctx.course.country === 'GB';
  const winter = ctx.month >= 10 || ctx.month <= 4;
  const juvenileSeason = ctx.month >= 8 || ctx.month <= 4;
  const graded = ctx.course.tier === 1 && winter && ctx.bigDay ? 10 : 0;
  const kind = weighted<JumpsKind>(rng, [
    ['handicapHurdle', 30],
    ['handicapChase', 25],
    ['noviceHurdle', gb ? 12 : 5],
    ['maidenHurdle', gb ? 8 : 20],
    ['beginnersChase', winter ? (gb ? 6 : 12) : 0],
    ['noviceChase', gb ? 6 : 2],
    ['juvenileHurdle', juvenileSeason ? 4 : 0],
    ['gradedHurdle', graded / 2],
    ['gradedChase', graded / 2],
  ]);
  const chase = kind.endsWith('Chase');
  const raceClass = gb ? jumpsClass(rng, ctx, kind) : 0;
  const handicap = kind === 'handicapHurdle' || kind === 'handicapChase';
  const grade = kind.startsWith('graded') ? rng.pick(GRADES_JUMPS) : '';
  // Juveniles are three-year-olds until the new year, four-year-olds after it.
  const juvenileAge = ctx.month >= 8 ? 3 : 4;
  const [minAge, maxAge]: [number, number | null] =
    kind === 'juvenileHurdle'
      ? [juvenileAge, juvenileAge]
      : chase
        ? [rng.chance(0.5) ? 4 : 5, null]
        : [4, null];
  const sex = !chase && kind !== 'juvenileHurdle' && rng.chance(0.12) ? 'mares' : 'any';
  const range = chase ? TRIP_RANGE.chase : TRIP_RANGE.hurdle;
  let furlongs: number;
  if (kind === 'juvenileHurdle') furlongs = pickFurlongs(rng, HURDLE, 16, 17);
  else if (kind === 'maidenHurdle' || kind === 'noviceHurdle') furlongs = pickFurlongs(rng, HURDLE, 16, 24);
  else if (kind === 'beginnersChase' || kind === 'noviceChase') furlongs = pickFurlongs(rng, CHASE, 16, 24);
  else furlongs = pickFurlongs(rng, chase ? CHASE : HURDLE);
  const [lo, hi] = kind.startsWith('graded') ? [5, 10] : chase ? [5, 12] : [5, 14];
  const type: RaceType = chase ? 'Chase' : 'Hurdle';
  const core = jumpsCore(rng, kind, sex, gb, ctx);
  return {
    type,
    surface: 'Turf',
    handicap,
    raceClass,
    grade,
    distanceYards: tripYards(ctx.course, furlongs, range),
    distance: '',
    // Veterans' chases are for horses of ten and older.
    minAge: core.startsWith('Veterans') ? 10 : minAge,
    maxAge,
    sex,
    ratingBand: handicap ? bandFor(rng, ctx, raceClass) : null,
    fieldSize: fieldOf(rng, ctx, lo, hi),
    core,
  };
}

function jumpsCore(
  rng: SeededRandom,
  kind: JumpsKind,
  sex: string,
  gb: boolean,
  ctx: MeetingContext,
): string {
  const mares = sex === 'mares' ? (gb ? "Mares' " : 'Mares ') : '';
  const q = gb ? "'" : '';
  switch (kind) {
    case 'maidenHurdle':
      return `${mares}Maiden Hurdle`;
    case 'noviceHurdle':
      return `${mares}Novices${q} Hurdle`;
    case 'juvenileHurdle':
      return 'Juvenile Hurdle';
    case 'beginnersChase':
      return `Beginners${q} Chase`;
    case 'noviceChase':
      return `Novices${q} Chase`;
    case 'gradedHurdle':
      return `${ctx.course.name} ${rng.pick(['Trophy', 'Champion', 'Long Distance', 'Intermediate', "Novices'"])} Hurdle`;
    case 'gradedChase':
      return `${ctx.course.name} ${rng.pick(['Trophy', 'Cup', 'Silver Cup', "Novices'", 'Gold Cup'])} Chase`;
    case 'handicapChase':
      return rng.chance(0.08) && gb ? "Veterans' Handicap Chase" : `${mares}Handicap Chase`;
    case 'handicapHurdle':
      return rng.chance(0.1) && gb ? "Conditional Jockeys' Handicap Hurdle" : `${mares}Handicap Hurdle`;
  }
}

/** The bumper that closes a jumps card: four- to six-year-olds who have not run on the Flat. */
export function bumper(rng: SeededRandom, ctx: MeetingContext): Conditions {
  const gb = ctx.course.country === 'GB';
  const mares = rng.chance(0.2);
  const furlongs = pickFurlongs(rng, BUMPER, ctx.month >= 5 && ctx.month <= 9 ? 14 : 16, 20);
  return {
    type: 'NH Flat',
    surface: 'Turf',
    handicap: false,
    raceClass: gb ? (ctx.course.tier === 3 ? 5 : 4) : 0,
    grade: '',
    distanceYards: tripYards(ctx.course, furlongs, TRIP_RANGE.nhFlat),
    distance: '',
    minAge: 4,
    maxAge: 6,
    sex: mares ? 'mares' : 'any',
    ratingBand: null,
    fieldSize: fieldOf(rng, ctx, 6, 14),
    core: gb
      ? `${mares ? "Mares' " : ''}Standard Open National Hunt Flat Race`
      : `${mares ? 'Mares ' : ''}National Hunt Flat Race`,
  };
}

export function ordinaryRace(rng: SeededRandom, ctx: MeetingContext): Conditions {
  return ctx.code === 'flat' ? flatRace(rng, ctx) : jumpsRace(rng, ctx);
}
