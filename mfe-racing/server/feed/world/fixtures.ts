import { COURSES, type Course } from '../courses';
import type { BigMeetingDay } from './big-meetings';
import { bigMeetingsOn } from './big-meetings';
import { SATURDAY, SUNDAY, weekdayOf } from './dates';
import { SALT, mix, unit } from './rng';
import { highSummer, inFlatTurfSeason, inJumpsSeason } from './season';
import type { RaceCode, Surface } from './types';

/**
 * Which courses race on a day, and in which code. The number of meetings follows the weekday and the season
 * (Britain 4 to 6 on weekdays, 6 to 8 on Saturdays, 3 or 4 on Sundays; Ireland 1 or 2, 2 or 3 at weekends), the mix
 * follows the season (jumps and all-weather in winter, flat turf in summer with a summer jumps meeting or two).
 *
 * A course races on alternate days only (each course has its own parity of day), so no course races two days running
 * without the day's plan depending on yesterday's; a festival's days are the one exception, and a course does not
 * race the day before or after its own festival.
 */
export interface Fixture {
  course: Course;
  code: RaceCode;
  surface: Surface;
  evening: boolean;
  big: BigMeetingDay | null;
}

/** The all-weather tracks that race under lights in the evening. */
const EVENING_AW = new Set([
  'Wolverhampton',
  'Kempton',
  'Chelmsford City',
  'Newcastle',
  'Southwell',
  'Dundalk',
]);

type Category = 'jumps' | 'flatTurf' | 'aw';

/**
 * Day parity per course, balanced within groups (the evening all-weather tracks, each country's premier and good
 * tracks, the rest) so every day has some of each to choose from; which course falls on which day is the seed's.
 */
function parityTable(seed: number): Map<number, number> {
  const group = (c: Course) =>
    EVENING_AW.has(c.name) && c.country === 'GB' ? 'lights' : `${c.country}-${c.tier <= 2 ? 'big' : 'small'}`;
  const groups = new Map<string, Course[]>();
  for (const c of COURSES) groups.set(group(c), [...(groups.get(group(c)) ?? []), c]);
  const table = new Map<number, number>();
  for (const members of groups.values()) {
    members
      .map((c) => ({ c, key: mix(seed, SALT.parity, c.id) }))
      .sort((a, b) => a.key - b.key)
      .forEach(({ c }, i) => table.set(c.id, i & 1));
  }
  return table;
}

const parities = new Map<number, Map<number, number>>();
function mayRace(seed: number, course: Course, day: number): boolean {
  let bySeed = parities.get(seed);
  if (!bySeed) {
    if (parities.size > 64) parities.clear();
    bySeed = parityTable(seed);
    parities.set(seed, bySeed);
  }
  return ((day + (bySeed.get(course.id) ?? 0)) & 1) === 0;
}

function categoryOf(code: RaceCode, surface: Surface): Category {
  return code === 'jumps' ? 'jumps' : surface === 'AW' ? 'aw' : 'flatTurf';
}

function eligible(course: Course, category: Category, day: number, year: number, month: number): boolean {
  switch (category) {
    case 'jumps':
      return inJumpsSeason(course, month);
    case 'aw':
      return course.allWeather !== null;
    case 'flatTurf':
      return course.flatTurf && inFlatTurfSeason(day, year);
  }
}

/** How many meetings of each code a country stages on the day. */
function targets(
  country: 'GB' | 'IE',
  seed: number,
  day: number,
  year: number,
  month: number,
  date: number,
): Record<Category, number> {
  const weekday = weekdayOf(day);
  const boxingDay = month === 12 && date === 26;
  const saturday = weekday === SATURDAY || boxingDay;
  const sunday = weekday === SUNDAY && !boxingDay;
  const r = (salt: number) => unit(seed, SALT.fixtures, day, country === 'GB' ? 1 : 2, salt);
  const pick = (lo: number, hi: number, salt: number) => lo + Math.floor(r(salt) * (hi - lo + 1));
  const flatSeason = inFlatTurfSeason(day, year);
  if (country === 'IE') {
    const n = saturday || sunday ? pick(2, 3, 1) : pick(1, 2, 1);
    if (!flatSeason) {
      const aw = !sunday && r(2) < 0.5 ? 1 : 0;
      return { jumps: n - aw, flatTurf: 0, aw };
    }
    const summer = month >= 5 && month <= 9;
    const jumps = summer ? (r(3) < 0.35 ? 1 : 0) : n >= 2 || r(3) < 0.4 ? 1 : 0;
    const aw = n - jumps >= 2 && r(2) < 0.15 ? 1 : 0;
    return { jumps, flatTurf: n - jumps - aw, aw };
  }
  const n = saturday ? pick(6, 8, 1) : sunday ? pick(3, 4, 1) : pick(4, 6, 1);
  if (!flatSeason) {
    if (boxingDay) return { jumps: n - 1, flatTurf: 0, aw: 1 };
    if (sunday) return { jumps: n - 1, flatTurf: 0, aw: 1 };
    // Weekdays two or three jumps meetings and the rest on the all-weather; Saturdays one or two all-weather.
    const aw = saturday ? pick(1, 2, 2) : Math.max(1, n - 3) + (n === 4 && r(2) < 0.5 ? 1 : 0);
    return { jumps: n - aw, flatTurf: 0, aw };
  }
  if (month >= 5 && month <= 9) {
    const jumps = highSummer(month) || sunday ? (r(3) < 0.25 && !sunday ? 2 : 1) : pick(1, 2, 3);
    let aw = !saturday && !sunday && r(2) < (highSummer(month) ? 0.3 : 0.5) ? 1 : 0;
    // Summer weekdays are flat turf days first: at least three turf meetings, then the rest.
    if (!sunday && n - jumps - aw < 3) aw = 0;
    const summerJumps = sunday ? jumps : Math.max(1, Math.min(jumps, n - aw - 3));
    return { jumps: summerJumps, flatTurf: n - summerJumps - aw, aw };
  }
  // Spring and autumn: flat turf back (or still on), the jumps season still (or already) under way.
  const flatTurf = saturday ? pick(2, 3, 3) : sunday ? 1 : pick(1, 2, 3);
  const aw = sunday ? 0 : 1;
  return { jumps: n - flatTurf - aw, flatTurf, aw };
}

/** Course weights by the day: the big tracks race on Saturdays, the small ones carry the weekdays. */
function tierWeight(course: Course, saturday: boolean, sunday: boolean): number {
  if (saturday) return course.tier === 1 ? 6 : course.tier === 2 ? 3 : 0.6;
  if (sunday) return course.tier === 3 ? 1 : 1.4;
  return course.tier === 1 ? 0.35 : course.tier === 2 ? 1 : 1.6;
}

export function fixturesOn(seed: number, day: number, year: number, month: number, date: number): Fixture[] {
  if (month === 12 && (date === 24 || date === 25)) return [];
  const big = bigMeetingsOn(day, year);
  const nearBig = new Set(
    [...bigMeetingsOn(day - 1, year), ...bigMeetingsOn(day + 1, year)].map((b) => b.course.id),
  );
  const used = new Set(big.map((b) => b.course.id));
  const weekday = weekdayOf(day);
  const boxingDay = month === 12 && date === 26;
  const saturday = weekday === SATURDAY || boxingDay;
  const sunday = weekday === SUNDAY && !boxingDay;
  const fixtures: Fixture[] = big.map((b) => ({
    course: b.course,
    code: b.code,
    surface: b.surface,
    evening: b.firstOff >= 17 * 60,
    big: b,
  }));

  for (const country of ['GB', 'IE'] as const) {
    const want = targets(country, seed, day, year, month, date);
    for (const b of big) {
      if (b.course.country !== country) continue;
      const category = categoryOf(b.code, b.surface);
      // A festival takes one of the day's places, of its own code if there is one, else of another.
      const take =
        want[category] > 0 ? category : (['flatTurf', 'jumps', 'aw'] as const).find((c) => want[c] > 0);
      if (take) want[take] -= 1;
    }
    // Draw each code in turn; a code short of courses hands its places on: the all-weather's to the turf codes, flat
    // turf's (none in winter) to the jumps, the jumps' back to the all-weather.
    const main: Category = inFlatTurfSeason(day, year) ? 'flatTurf' : 'jumps';
    const order: Category[] = ['aw', 'flatTurf', 'jumps', 'aw'];
    let carry = 0;
    for (const category of order) {
      const need = Math.max(0, want[category]) + carry;
      if (need === 0) continue;
      const pool = COURSES.filter(
        (c) =>
          c.country === country &&
          !used.has(c.id) &&
          !nearBig.has(c.id) &&
          mayRace(seed, c, day) &&
          eligible(c, category, day, year, month),
      );
      const keyed = pool
        .map((c) => {
          const w = tierWeight(c, saturday, sunday) * (category === 'aw' && EVENING_AW.has(c.name) ? 1.5 : 1);
          return { c, key: Math.log(unit(seed, SALT.fixtures, day, c.id) + 1e-9) / w };
        })
        .sort((a, b) => b.key - a.key);
      const chosen = keyed.slice(0, need).map((k) => k.c);
      // Winter weekdays in Britain always have an all-weather card under lights.
      const lights = keyed.find((k) => EVENING_AW.has(k.c.name))?.c;
      if (category === 'aw' && country === 'GB' && lights && !chosen.some((c) => EVENING_AW.has(c.name))) {
        chosen.splice(chosen.length - 1, 1, lights);
      }
      // A British Saturday has its big tracks: at least two of the main code's meetings at premier or good tracks.
      if (saturday && country === 'GB' && category === main) {
        const better = keyed.map((k) => k.c).filter((c) => c.tier <= 2 && !chosen.includes(c));
        for (
          let i = chosen.length - 1;
          i >= 0 && chosen.filter((c) => c.tier <= 2).length < 2 && better.length;
          i--
        ) {
          if ((chosen[i]?.tier ?? 1) === 3) chosen[i] = better.shift() ?? chosen[i]!;
        }
      }
      carry = need - chosen.length;
      want[category] = 0;
      for (const c of chosen) {
        used.add(c.id);
        fixtures.push({
          course: c,
          code: category === 'jumps' ? 'jumps' : 'flat',
          surface: category === 'aw' ? 'AW' : 'Turf',
          evening: false,
          big: null,
        });
      }
    }
  }
  markEvenings(seed, fixtures, day, month, saturday, sunday);
  return fixtures;
}

/**
 * Evening cards: in Britain's summer one or two flat turf meetings a weekday (one on Saturdays), in winter an
 * all-weather track under lights most weekdays; Ireland's summer evenings too.
 */
function markEvenings(
  seed: number,
  fixtures: Fixture[],
  day: number,
  month: number,
  saturday: boolean,
  sunday: boolean,
) {
  if (sunday) return;
  const summer = month >= 5 && month <= 8;
  for (const country of ['GB', 'IE'] as const) {
    const ordinary = fixtures.filter((f) => !f.big && f.course.country === country);
    const r = (salt: number) => unit(seed, SALT.fixtures, day, 77, country === 'GB' ? 1 : 2, salt);
    if (summer) {
      const flat = ordinary.filter((f) => f.code === 'flat' && f.surface === 'Turf');
      const want = country === 'IE' ? (r(1) < 0.6 ? 1 : 0) : saturday ? 1 : 1 + (r(1) < 0.5 ? 1 : 0);
      flat.sort((a, b) => a.course.tier - b.course.tier || b.course.id - a.course.id);
      // Small and middling tracks take the evenings; the big ones keep the afternoons.
      for (const f of flat.reverse().slice(0, Math.min(want, flat.length - 1))) f.evening = true;
    } else {
      const aw = ordinary.filter((f) => f.surface === 'AW' && EVENING_AW.has(f.course.name));
      const want = country === 'IE' ? (r(2) < 0.6 ? 1 : 0) : saturday ? (r(2) < 0.5 ? 1 : 0) : 1;
      for (const f of aw.slice(0, want)) f.evening = true;
    }
  }
}
