import fc from 'fast-check';
import { dayNumber, isoDate } from './dates';

/** Arbitrary dates from 2024 to 2030 and arbitrary world seeds, for the calendar's property tests. */
export const anyDate = fc
  .integer({ min: dayNumber('2024-01-01'), max: dayNumber('2030-12-31') })
  .map((day) => isoDate(day));
export const anySeed = fc.oneof(fc.constant('sl-world-1'), fc.string({ minLength: 1, maxLength: 12 }));

/** Bounded so each file runs in seconds; WORLD_RUNS raises it for a long soak run. */
export const RUNS = { numRuns: Number(process.env.WORLD_RUNS ?? 120) } as const;

export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
