import fc from 'fast-check';
import { fractionToDecimal } from '@sl/contracts';
import { AGE_RANGES, WEIGHT_RANGES, commentProblems, dayProblems, historyProblems } from '../invariants';
import { generateFeedDay } from '../generate';
import { racesOn } from './calendar';
import { longComment, shortComment } from './comments';
import { coreDay, type CoreDay } from './day';
import { dateOfDay, dayNumber } from './hash';
import { racingDays } from './horses';
import { performanceOf } from './history';
import { anyDate } from './test-support';
import { DEFAULT_WORLD_SEED } from './types';

/**
 * The world model's racing invariants over many dates (2024 to 2030, both seasons) and a few seeds. The day-level
 * rules run on the day's racing itself (cheap, so many dates); the full cards, with every runner's real history,
 * on a few dates and a later day each (the cross-day rules).
 */
const SEEDS = [DEFAULT_WORLD_SEED, 'second-world'];
const anySeed = fc.constantFrom(...SEEDS);
const day = (date: string, seed: string): CoreDay => coreDay(seed, date, racesOn);
const book = (prices: readonly string[]) => prices.reduce((sum, p) => sum + 1 / fractionToDecimal(p), 0);

function dayRuleProblems(d: CoreDay): string[] {
  const problems: string[] = [];
  const horses = new Set<string>();
  const jockeyMeeting = new Map<string, number>();
  for (const race of d.races) {
    const label = `${d.date} ${race.meeting.course.name} race ${race.plan.raceNumber}`;
    const runners = race.entries.filter((e) => e.runs);
    if (runners.length >= 2) {
      const current = book(runners.map((e) => e.price));
      const sp = book(runners.map((e) => e.sp));
      if (current < 1.1 || current > 1.3) problems.push(`${label}: book ${current.toFixed(3)}`);
      if (sp < 1.1 || sp > 1.31) problems.push(`${label}: SP book ${sp.toFixed(3)}`);
    }
    const riders = new Set<string>();
    for (const e of race.entries) {
      if (horses.has(e.horse.code)) problems.push(`${label}: ${e.horse.name} is in two races`);
      horses.add(e.horse.code);
      const range = WEIGHT_RANGES[race.plan.type];
      if (e.weight < range.min || e.weight > range.max) problems.push(`${label}: weight ${e.weight} lb`);
      const ages = AGE_RANGES[race.plan.type];
      if (e.age < Math.max(ages.min, race.plan.minAge) || e.age > (race.plan.maxAge ?? ages.max ?? 99))
        problems.push(`${label}: ${e.horse.name} is ${e.age}`);
      if (!e.runs) continue;
      if (!e.jockey) {
        problems.push(`${label}: ${e.horse.name} has no rider`);
        continue;
      }
      if (riders.has(e.jockey.code)) problems.push(`${label}: ${e.jockey.name} rides twice`);
      riders.add(e.jockey.code);
      const at = jockeyMeeting.get(e.jockey.code);
      if (at !== undefined && at !== race.meeting.meetingId)
        problems.push(`${label}: ${e.jockey.name} rides at two meetings`);
      jockeyMeeting.set(e.jockey.code, race.meeting.meetingId);
      if (race.plan.type === 'Flat' && ['F', 'UR', 'PU', 'BD', 'RO', 'SU', 'CO'].includes(e.nonFinisher))
        problems.push(`${label}: ${e.nonFinisher} in a flat race`);
    }
    const places = race.finish.filter((e) => e.position > 0).map((e) => e.position);
    if (places.some((p, i) => p !== i + 1)) problems.push(`${label}: places ${places.join(',')}`);
  }
  return problems;
}

describe('the racing world model', () => {
  it('keeps every day in the rules: books, one ride per jockey per race, one meeting per jockey, one race per horse, weights and ages', () => {
    fc.assert(
      fc.property(anyDate, anySeed, (date, seed) => {
        expect(dayRuleProblems(day(date, seed))).toEqual([]);
      }),
      { numRuns: 8 },
    );
  });

  it('rests every horse between runs: a week on the flat, a fortnight over jumps', () => {
    fc.assert(
      fc.property(anyDate, anySeed, (start, seed) => {
        const first = dayNumber(start);
        const lastRun = new Map<string, { day: number; jumps: boolean }>();
        for (let d = first; d < first + 21; d++)
          for (const race of day(dateOfDay(d), seed).races)
            for (const e of race.entries.filter((x) => x.runs)) {
              const jumps = race.plan.type !== 'Flat';
              const before = lastRun.get(e.horse.code);
              if (before) expect(d - before.day).toBeGreaterThanOrEqual(jumps || before.jumps ? 14 : 7);
              lastRun.set(e.horse.code, { day: d, jumps });
            }
      }),
      { numRuns: 2 },
    );
  });

  it("spaces a horse's possible racing days by its minimum rest", () => {
    const d = day('2026-06-13', DEFAULT_WORLD_SEED);
    for (const race of d.races.slice(0, 20))
      for (const e of race.entries) {
        const days = racingDays(
          DEFAULT_WORLD_SEED,
          e.horse,
          dayNumber('2025-01-01'),
          dayNumber('2026-12-31'),
        );
        days.forEach(
          (x, i) => i > 0 && expect(x.day - days[i - 1]!.day).toBeGreaterThanOrEqual(e.horse.minRest),
        );
      }
  });

  it('writes run comments that agree with the result, and favourites win about a third of races', () => {
    let races = 0;
    let favourites = 0;
    fc.assert(
      fc.property(anyDate, anySeed, (date, seed) => {
        for (const race of day(date, seed).races) {
          for (const entry of race.entries.filter((e) => e.runs))
            expect(commentProblems(performanceOf({ date, race, entry }))).toEqual([]);
          const runners = race.entries.filter((e) => e.runs);
          if (runners.length < 4) continue;
          const favourite = runners.reduce((a, b) => (b.market > a.market ? b : a));
          races += 1;
          if (favourite.position === 1) favourites += 1;
        }
      }),
      { numRuns: 6 },
    );
    expect(favourites / races).toBeGreaterThan(0.25);
    expect(favourites / races).toBeLessThan(0.42);
  });

  it('varies its run comments widely', () => {
    const comments = new Set<string>();
    for (const race of day('2026-11-21', DEFAULT_WORLD_SEED).races)
      for (const e of race.entries.filter((x) => x.runs)) {
        comments.add(shortComment(race, e));
        comments.add(longComment(race, e));
      }
    expect(comments.size).toBeGreaterThan(300);
  });

  it("shows the same past on every later day, with each day's results in later form, and full cards keep the feed rules", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('2025-06-14', '2026-03-12', '2026-11-21', '2027-10-02'),
        fc.integer({ min: 1, max: 12 }),
        (date, gap) => {
          const first = generateFeedDay(date);
          const later = generateFeedDay(dateOfDay(dayNumber(date) + gap));
          expect(dayProblems({ date, races: first.races })).toEqual([]);
          expect(dayProblems({ date: later.date, races: later.races })).toEqual([]);
          expect(
            historyProblems({ date, races: first.races }, { date: later.date, races: later.races }),
          ).toEqual([]);
        },
      ),
      { numRuns: 2 },
    );
  });
});
