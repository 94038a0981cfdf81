import fc from 'fast-check';
import { addDays, londonInstant, londonToday } from '@sl/server-kit';
import { londonWallClock, plusDays } from './london';

const dates = fc
  .date({ min: new Date('2023-01-01T00:00:00Z'), max: new Date('2032-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('London wall-clock arithmetic (property)', () => {
  it('moves dates like server-kit addDays', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: -400, max: 400 }), (date, days) => {
        expect(plusDays(date, days)).toBe(addDays(date, days));
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same instant as server-kit londonInstant for every kick-off hour, across the clock changes', () => {
    // Hours from 02:00: the hour from 01:00 to 02:00 is missing or doubled on the two change-over Sundays.
    fc.assert(
      fc.property(
        dates,
        fc.integer({ min: 2, max: 23 }),
        fc.constantFrom(0, 15, 30, 45),
        (date, hour, minute) => {
          const instant = londonWallClock(date, hour, minute);
          expect(instant.toISOString()).toBe(londonInstant(date, hour, minute).toISOString());
          expect(londonToday(instant)).toBe(date);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('gets both change-over Sundays right, and a just-after-midnight kick-off on them', () => {
    for (const [date, hour] of [
      ['2026-03-29', 0],
      ['2026-03-29', 3],
      ['2026-10-25', 0],
      ['2026-10-25', 3],
      ['2027-03-28', 0],
      ['2027-10-31', 0],
    ] as const)
      expect(londonWallClock(date, hour, 30).toISOString()).toBe(londonInstant(date, hour, 30).toISOString());
  });
});
