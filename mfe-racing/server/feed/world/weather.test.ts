import fc from 'fast-check';
import { COURSES, TURF_GOINGS } from '../courses';
import { racesOn } from './calendar';
import { dayNumber, isoDate } from './dates';
import { seedHash } from './rng';
import { anySeed } from './test-support';
import { goingFor } from './weather';

describe('the racing calendar: going from the weather', () => {
  it('reads mostly Good To Soft, Soft or Heavy in winter and Good or Good To Firm in summer, with Firm rare', () => {
    const count = (months: number[]) => {
      const tally = new Map<string, number>();
      for (let day = dayNumber('2027-01-01'); day <= dayNumber('2028-12-31'); day++) {
        const date = isoDate(day);
        if (!months.includes(Number(date.slice(5, 7)))) continue;
        for (const m of racesOn(date, 'going'))
          if (m.surface === 'Turf') tally.set(m.going, (tally.get(m.going) ?? 0) + 1);
      }
      const total = [...tally.values()].reduce((s, n) => s + n, 0);
      return (...goings: string[]) => goings.reduce((s, g) => s + (tally.get(g) ?? 0), 0) / total;
    };
    const winter = count([12, 1, 2]);
    expect(winter('Good To Soft', 'Soft', 'Heavy')).toBeGreaterThan(0.75);
    expect(winter('Heavy')).toBeGreaterThan(0.01);
    expect(winter('Good To Firm', 'Firm')).toBeLessThan(0.02);
    const summer = count([6, 7, 8]);
    expect(summer('Good', 'Good To Firm')).toBeGreaterThan(0.75);
    expect(summer('Firm')).toBeLessThan(0.05);
    expect(summer('Soft', 'Heavy')).toBeLessThan(0.05);
  });

  it('persists: a course’s going moves at most one step from one day to the next on nearly every day, and rain softens it for days', () => {
    fc.assert(
      fc.property(
        anySeed,
        fc.constantFrom(...COURSES),
        fc.integer({ min: dayNumber('2024-01-01'), max: dayNumber('2030-12-01') }),
        (seed, course, start) => {
          const h = seedHash(seed);
          const index = (day: number) =>
            TURF_GOINGS.indexOf(
              goingFor(
                h,
                course,
                'Turf',
                day,
                Number(isoDate(day).slice(5, 7)),
              ) as (typeof TURF_GOINGS)[number],
            );
          let jumps = 0;
          let changes = 0;
          for (let d = start; d < start + 30; d++) {
            const step = Math.abs(index(d + 1) - index(d));
            if (step > 1) jumps++;
            if (step > 0) changes++;
          }
          // Over a month the going changes on some days but rarely by more than a step.
          expect(jumps).toBeLessThanOrEqual(2);
          expect(changes).toBeLessThanOrEqual(20);
        },
      ),
      { numRuns: 60 },
    );
  });
});
