import fc from 'fast-check';
import { racesOn } from './calendar';
import { GB_BANDS } from './conditions';
import { dayNumber } from './dates';
import { TRIP_RANGE, parseDistance, printDistance } from './distance';
import { GB_CLASS_PRIZE } from './prize';
import { flatTurfSeason } from './season';
import { ALL_SPONSORS } from './titles';
import { RUNS, anyDate, anySeed } from './test-support';
import type { MeetingPlan, RacePlan } from './types';

const eachRace = (meetings: MeetingPlan[], check: (r: RacePlan, m: MeetingPlan) => void) => {
  for (const m of meetings) for (const r of m.races) check(r, m);
};
const month = (date: string) => Number(date.slice(5, 7));

describe('the racing calendar: each race’s conditions', () => {
  it('gives GB flat races classes 1 to 7, GB jumps 1 to 5, Irish races none; Group and Grade races are class 1 at the premier tracks only', () => {
    fc.assert(
      fc.property(anyDate, anySeed, (date, seed) => {
        eachRace(racesOn(date, seed), (r, m) => {
          if (m.course.country === 'IE') expect(r.raceClass).toBe(0);
          else {
            expect(r.raceClass).toBeGreaterThanOrEqual(1);
            expect(r.raceClass).toBeLessThanOrEqual(m.code === 'flat' ? 7 : 5);
            if (r.grade) expect(r.raceClass).toBe(1);
          }
          if (r.grade) {
            expect(m.course.tier).toBe(1);
            expect(r.grade).toMatch(m.code === 'flat' ? /^(Group [123]|Listed)$/ : /^(Grade [123]|Listed)$/);
          }
          // Class 7 is the all-weather's lowest grade of race; small tracks do not stage class 1 or 2.
          if (r.raceClass === 7) expect(m.surface).toBe('AW');
          if (m.course.tier === 3 && m.course.country === 'GB') expect(r.raceClass).toBeGreaterThanOrEqual(3);
        });
      }),
      RUNS,
    );
  });

  it('pays by class: each GB class within its range, Group 1 at least £150k, a higher class never less than a lower one on the card; Irish prizes in euros from €8k', () => {
    fc.assert(
      fc.property(anyDate, anySeed, (date, seed) => {
        for (const m of racesOn(date, seed)) {
          for (const r of m.races) {
            if (m.course.country === 'IE') {
              expect(r.prize).toBeGreaterThanOrEqual(8_000);
              if (!r.grade && !m.festival) expect(r.prize).toBeLessThanOrEqual(15_000);
              continue;
            }
            const [lo, hi] = GB_CLASS_PRIZE[r.raceClass]!;
            expect(r.prize).toBeGreaterThanOrEqual(lo);
            expect(r.prize).toBeLessThanOrEqual(hi);
            if (r.grade === 'Group 1') expect(r.prize).toBeGreaterThanOrEqual(150_000);
            for (const other of m.races) {
              if (other.raceClass > r.raceClass) expect(r.prize).toBeGreaterThanOrEqual(other.prize);
            }
          }
        }
      }),
      RUNS,
    );
  });

  it('gives every handicap, and only a handicap, a rating band that fits its class', () => {
    fc.assert(
      fc.property(anyDate, anySeed, (date, seed) => {
        eachRace(racesOn(date, seed), (r, m) => {
          expect(r.ratingBand !== null).toBe(r.handicap);
          if (!r.ratingBand) return;
          expect(r.ratingBand[0]).toBe(0);
          if (m.course.country === 'GB') {
            expect(GB_BANDS[m.code][r.raceClass]).toContain(r.ratingBand[1]);
            expect(r.title).toContain(`(0-${r.ratingBand[1]}`);
          } else {
            expect(r.ratingBand[1]).toBeGreaterThanOrEqual(45);
            expect(r.ratingBand[1]).toBeLessThanOrEqual(170);
          }
        });
      }),
      RUNS,
    );
  });

  it('keeps trips in range for the type (flat 5f to 2m 6f, all-weather to 2m, hurdles 2m to 3m 3f, chases 2m to 4m 2f 74y, bumpers 1m 6f to 2m 5f), printed as a card prints them', () => {
    fc.assert(
      fc.property(anyDate, anySeed, (date, seed) => {
        eachRace(racesOn(date, seed), (r) => {
          const range =
            r.type === 'Flat'
              ? r.surface === 'AW'
                ? TRIP_RANGE.flatAW
                : TRIP_RANGE.flatTurf
              : r.type === 'Hurdle'
                ? TRIP_RANGE.hurdle
                : r.type === 'Chase'
                  ? TRIP_RANGE.chase
                  : TRIP_RANGE.nhFlat;
          expect(r.distanceYards).toBeGreaterThanOrEqual(range[0]);
          expect(r.distanceYards).toBeLessThanOrEqual(range[1]);
          expect(r.distance).toMatch(/^(\d+m)?( ?\d+f)?( ?\d+y)?$/);
          expect(parseDistance(r.distance)).toBe(r.distanceYards);
        });
      }),
      RUNS,
    );
    expect(printDistance(4510)).toBe('2m 4f 110y');
    expect(printDistance(1540)).toBe('7f');
    expect(printDistance(2200)).toBe('1m 2f');
    expect(parseDistance('4m 2f 74y')).toBe(TRIP_RANGE.chase[1]);
  });

  it('names each race with its type word (Hurdle, Chase, National Hunt Flat) and no flat race with one; GB titles carry the class', () => {
    const typeWord = /Hurdle|Chase|National Hunt Flat/i;
    for (const sponsor of ALL_SPONSORS) expect(sponsor).not.toMatch(typeWord);
    fc.assert(
      fc.property(anyDate, anySeed, (date, seed) => {
        eachRace(racesOn(date, seed), (r, m) => {
          if (r.type === 'Flat') expect(r.title).not.toMatch(typeWord);
          if (r.type === 'Hurdle') expect(r.title).toMatch(/Hurdle/);
          if (r.type === 'Chase') expect(r.title).toMatch(/Chase/);
          if (r.type === 'NH Flat') expect(r.title).toMatch(/National Hunt Flat/);
          if (r.handicap) expect(r.title).toMatch(/Handicap|Nursery|Cup|Stakes|Plate|Hurdle|Chase/);
          if (m.course.country === 'GB' && !r.grade) expect(r.title).toContain(`(Class ${r.raceClass})`);
          if (r.grade) expect(r.title).toContain(`(${r.grade})`);
          expect(r.title).not.toMatch(/ {2}|undefined|null/);
        });
      }),
      RUNS,
    );
  });

  it('fits the ages to the race: two-year-olds only from the turf season’s start to the year’s end (5f in spring), bumpers for 4 to 6, jumps from 3, chases from 4', () => {
    fc.assert(
      fc.property(anyDate, anySeed, (date, seed) => {
        const day = dayNumber(date);
        const juveniles = day >= flatTurfSeason(Number(date.slice(0, 4))).first;
        eachRace(racesOn(date, seed), (r) => {
          if (r.maxAge !== null) expect(r.maxAge).toBeGreaterThanOrEqual(r.minAge);
          if (r.type === 'Flat') {
            expect(r.minAge).toBeGreaterThanOrEqual(2);
            if (r.minAge === 2 && r.maxAge === 2) {
              expect(juveniles).toBe(true);
              if (month(date) <= 4) expect(r.distance).toMatch(/^5f/);
            }
            if (/Nursery/.test(r.title)) expect([r.minAge, r.maxAge, r.handicap]).toEqual([2, 2, true]);
          } else {
            expect(r.minAge).toBeGreaterThanOrEqual(3);
            if (r.minAge === 3) expect([r.type, r.maxAge, month(date) >= 8]).toEqual(['Hurdle', 3, true]);
            if (r.type === 'Chase') expect(r.minAge).toBeGreaterThanOrEqual(4);
            if (r.type === 'NH Flat') expect([r.minAge, r.maxAge]).toEqual([4, 6]);
          }
        });
      }),
      RUNS,
    );
  });

  it('sizes fields by race type: flat handicaps 8 to 16, maidens and novices 5 to 14, pattern races 5 to 12, jumps 5 to 14 and chases to 12; festival races as big as theirs are', () => {
    fc.assert(
      fc.property(anyDate, anySeed, (date, seed) => {
        eachRace(racesOn(date, seed), (r, m) => {
          if (m.festival) {
            expect(r.fieldSize).toBeGreaterThanOrEqual(4);
            expect(r.fieldSize).toBeLessThanOrEqual(34);
            return;
          }
          const [lo, hi] =
            r.type === 'Flat'
              ? r.grade
                ? [5, 12]
                : r.handicap
                  ? [8, 16]
                  : [5, 14]
              : r.type === 'Chase'
                ? [5, 12]
                : [5, 14];
          expect(r.fieldSize).toBeGreaterThanOrEqual(lo);
          expect(r.fieldSize).toBeLessThanOrEqual(hi);
          if (m.surface === 'AW') expect(r.fieldSize).toBeLessThanOrEqual(14);
        });
      }),
      RUNS,
    );
  });
});
