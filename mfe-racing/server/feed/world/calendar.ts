import { GB_BANDS, bumper, ordinaryRace, type Conditions, type MeetingContext } from './conditions';
import { SATURDAY, dayNumber, weekdayOf } from './dates';
import { printDistance } from './distance';
import type { FixedRace } from './big-meetings';
import { fixturesOn, type Fixture } from './fixtures';
import { meetingIdFor, raceIdFor } from './ids';
import { monotonePrizes, prizeFor } from './prize';
import { SALT, rngFor, seedHash, unit } from './rng';
import { firstOffWindow, offTimes } from './times';
import { fixedTitle, ordinaryTitle } from './titles';
import { DEFAULT_WORLD_SEED, type MeetingPlan, type RacePlan } from './types';
import { goingFor } from './weather';

/**
 * The racing calendar: every UK and Irish meeting of a day with each race's conditions, drawn from the date and the
 * world seed alone. The fields, prices and results are filled in elsewhere from this plan.
 *
 * The result is cached and shared between callers: treat it as read-only.
 */
const CACHE_SIZE = 1500;
const cache = new Map<string, MeetingPlan[]>();

export function racesOn(date: string, seed: string = DEFAULT_WORLD_SEED): MeetingPlan[] {
  const key = `${seed}|${date}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const plan = planDay(date, seedHash(seed));
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value ?? key);
  cache.set(key, plan);
  return plan;
}

/** The same plan, computed afresh (no cache): for tests that the cache changes nothing. */
export function planRaces(date: string, seed: string = DEFAULT_WORLD_SEED): MeetingPlan[] {
  return planDay(date, seedHash(seed));
}

function planDay(date: string, seed: number): MeetingPlan[] {
  const day = dayNumber(date);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const dateOfMonth = Number(date.slice(8, 10));
  const fixtures = fixturesOn(seed, day, year, month, dateOfMonth);
  const saturday = weekdayOf(day) === SATURDAY || (month === 12 && dateOfMonth === 26);
  // Meetings of a session are spread over its window in a drawn order, so their races interleave.
  const slots = new Map<Fixture, number>();
  for (const evening of [false, true]) {
    const group = fixtures
      .filter((f) => !f.big && f.evening === evening)
      .sort((a, b) => unit(seed, SALT.times, day, a.course.id) - unit(seed, SALT.times, day, b.course.id));
    group.forEach((f, i) =>
      slots.set(f, group.length > 1 ? i / (group.length - 1) : unit(seed, SALT.times, day)),
    );
  }
  const meetings = fixtures.map((f) =>
    planMeeting(f, {
      date,
      day,
      year,
      month,
      seed,
      bigDay: saturday || f.big !== null,
      slot: slots.get(f) ?? 0,
    }),
  );
  return meetings.sort(
    (a, b) =>
      (a.races[0]?.offMinutes ?? 0) - (b.races[0]?.offMinutes ?? 0) ||
      a.course.name.localeCompare(b.course.name),
  );
}

interface DayContext {
  date: string;
  day: number;
  year: number;
  month: number;
  seed: number;
  bigDay: boolean;
  slot: number;
}

function raceCount(f: Fixture, rng: ReturnType<typeof rngFor>): number {
  if (f.big) return f.big.races.length;
  const ie = f.course.country === 'IE';
  if (f.code === 'jumps') return ie ? rng.int(7, 8) : rng.int(6, 7);
  if (f.evening && f.surface === 'Turf') return rng.int(6, 7);
  return ie ? rng.int(7, 8) : rng.int(6, 8);
}

function fixedConditions(f: Fixture, fixed: FixedRace): Conditions {
  const gb = f.course.country === 'GB';
  const raceClass = !gb
    ? 0
    : fixed.grade || (fixed.handicap && fixed.prize >= 60_000 && f.code === 'jumps')
      ? 1
      : 2;
  // The class's widest band: the big handicaps are open to the best handicappers the class allows.
  const tops = gb ? GB_BANDS[f.code === 'jumps' ? 'jumps' : 'flat'][raceClass] : undefined;
  const top = tops ? Math.max(...tops) : f.code === 'jumps' ? 150 : 100;
  return {
    type: fixed.type,
    surface: f.surface,
    handicap: fixed.handicap,
    raceClass,
    grade: fixed.grade,
    distanceYards: fixed.distanceYards,
    distance: '',
    minAge: fixed.minAge,
    maxAge: fixed.maxAge,
    sex: fixed.sex,
    ratingBand: fixed.handicap ? [0, top] : null,
    fieldSize: 0,
    core: fixed.title,
  };
}

function planMeeting(f: Fixture, d: DayContext): MeetingPlan {
  const { course } = f;
  const meetingId = meetingIdFor(d.date, course.id);
  const rng = rngFor(d.seed, SALT.meeting, d.day, course.id);
  const ctx: MeetingContext = {
    course,
    code: f.code,
    surface: f.surface,
    day: d.day,
    year: d.year,
    month: d.month,
    bigDay: d.bigDay,
  };
  const n = raceCount(f, rng);
  const winterJumps = f.code === 'jumps' && (d.month >= 10 || d.month <= 3);
  const times = f.big
    ? f.big.races.map(
        (_, i) => (f.big?.firstOff ?? 0) + (f.big?.gaps.slice(0, i).reduce((s, g) => s + g, 0) ?? 0),
      )
    : offTimes(
        rng,
        n,
        firstOffWindow(f.evening ? 'evening' : 'afternoon', d.month, f.surface, winterJumps),
        d.slot,
        d.month,
        f.surface === 'Turf',
      );
  // The meeting's standing sets where its prizes sit in each class's range.
  const level = Math.min(
    1,
    (course.tier === 1 ? 0.45 : course.tier === 2 ? 0.25 : 0.05) + 0.3 * rng.next() + (d.bigDay ? 0.15 : 0),
  );
  const bumperLast =
    f.code === 'jumps' &&
    rng.chance(course.country === 'IE' ? 0.6 : d.month >= 5 && d.month <= 9 ? 0.25 : 0.45);
  const races: RacePlan[] = [];
  for (let i = 0; i < n; i++) {
    const fixed = f.big?.races[i] ?? null;
    const c = fixed
      ? fixedConditions(f, fixed)
      : f.code === 'jumps' && i === n - 1 && bumperLast
        ? bumper(rng, ctx)
        : ordinaryRace(rng, ctx);
    const fieldSize = fixed ? rng.int(fixed.field[0], fixed.field[1]) : c.fieldSize;
    const parts = {
      country: course.country,
      core: c.core,
      raceClass: c.raceClass,
      grade: c.grade,
      ratingBand: c.ratingBand,
      minAge: c.minAge,
      maxAge: c.maxAge,
    };
    const { core: _core, ...rest } = c;
    void _core;
    races.push({
      ...rest,
      raceId: raceIdFor(meetingId, i + 1),
      meetingId,
      raceNumber: i + 1,
      offMinutes: times[i] ?? 0,
      distance: printDistance(c.distanceYards),
      fieldSize,
      title: fixed ? fixedTitle(fixed.title, parts) : ordinaryTitle(rng, parts),
      prize: fixed ? fixed.prize : prizeFor(course.country, c, level),
      ...(fixed?.feature ? { feature: fixed.feature } : {}),
    });
  }
  return {
    meetingId,
    date: d.date,
    course,
    code: f.code,
    surface: f.surface,
    going: goingFor(d.seed, course, f.surface, d.day, d.month),
    evening: f.evening,
    festival: f.big ? f.big.festival : null,
    races: course.country === 'GB' ? monotonePrizes(races) : races,
  };
}
