import fc from 'fast-check';
import { courseById } from '../courses';
import { planRaces, racesOn } from './calendar';
import { SATURDAY, SUNDAY, dayNumber, isoDate, weekdayOf } from './dates';
import { meetingIdFor } from './ids';
import { flatTurfSeason, inJumpsSeason } from './season';
import { RUNS, anyDate, anySeed } from './test-support';
import type { MeetingPlan } from './types';

const countries = (meetings: MeetingPlan[]) => ({
  GB: meetings.filter((m) => m.course.country === 'GB'),
  IE: meetings.filter((m) => m.course.country === 'IE'),
});
const month = (date: string) => Number(date.slice(5, 7));
const flatSeason = (date: string) => {
  const s = flatTurfSeason(Number(date.slice(0, 4)));
  const d = dayNumber(date);
  return d >= s.first && d <= s.last;
};

describe('the racing calendar: which courses race on a day', () => {
  it('races flat on turf only in the flat turf season (Lincoln to November Handicap); outside it flat racing is on the all-weather, on Standard going', () => {
    fc.assert(
      fc.property(anyDate, anySeed, (date, seed) => {
        for (const m of racesOn(date, seed)) {
          if (m.code !== 'flat') continue;
          if (m.surface === 'Turf') {
            expect(flatSeason(date)).toBe(true);
            expect(m.course.flatTurf).toBe(true);
          } else {
            expect(m.course.allWeather).not.toBeNull();
            expect(m.going).toMatch(/^Standard/);
          }
        }
      }),
      RUNS,
    );
    // The season's bounds: the last Saturday of March, the Saturday between 5 and 11 November.
    expect(isoDate(flatTurfSeason(2027).first)).toBe('2027-03-27');
    expect(isoDate(flatTurfSeason(2027).last)).toBe('2027-11-06');
    expect(isoDate(flatTurfSeason(2026).last)).toBe('2026-11-07');
  });

  it('keeps each meeting to one code: flat cards all Flat, jumps cards Hurdles and Chases with at most one NH Flat race, run last', () => {
    fc.assert(
      fc.property(anyDate, anySeed, (date, seed) => {
        for (const m of racesOn(date, seed)) {
          const types = m.races.map((r) => r.type);
          if (m.code === 'flat') expect(new Set(types)).toEqual(new Set(['Flat']));
          else {
            expect(types).not.toContain('Flat');
            const bumpers = types.filter((t) => t === 'NH Flat').length;
            expect(bumpers).toBeLessThanOrEqual(1);
            if (bumpers) expect(types[types.length - 1]).toBe('NH Flat');
          }
          for (const r of m.races) expect(r.surface).toBe(m.surface);
        }
      }),
      RUNS,
    );
  });

  it('jumps only at jumps courses in their season (a festival excepted), and only in ones or twos in high summer', () => {
    fc.assert(
      fc.property(anyDate, anySeed, (date, seed) => {
        const meetings = racesOn(date, seed);
        for (const m of meetings) {
          if (m.code !== 'jumps') continue;
          expect(m.surface).toBe('Turf');
          if (!m.festival) {
            expect(m.course.jumps).not.toBeNull();
            expect(inJumpsSeason(m.course, month(date))).toBe(true);
          }
        }
        if (month(date) >= 6 && month(date) <= 8) {
          const { GB, IE } = countries(meetings.filter((m) => m.code === 'jumps' && !m.festival));
          expect(GB.length).toBeLessThanOrEqual(2);
          expect(IE.length).toBeLessThanOrEqual(1);
          for (const m of [...GB, ...IE]) expect(['summer', 'all-year']).toContain(m.course.jumps);
        }
      }),
      RUNS,
    );
  });

  it('has a course race at most once a day and never two days running, except on the days of one festival', () => {
    fc.assert(
      fc.property(anyDate, anySeed, (date, seed) => {
        const today = racesOn(date, seed);
        const ids = today.map((m) => m.course.id);
        expect(new Set(ids).size).toBe(ids.length);
        const tomorrow = new Map(racesOn(isoDate(dayNumber(date) + 1), seed).map((m) => [m.course.id, m]));
        for (const m of today) {
          const next = tomorrow.get(m.course.id);
          if (!next) continue;
          expect(m.festival?.name).toBeDefined();
          expect(next.festival?.name).toBe(m.festival?.name);
        }
      }),
      RUNS,
    );
  });

  it('stages a realistic number of meetings for the weekday and season, and none on 24 and 25 December', () => {
    fc.assert(
      fc.property(anyDate, anySeed, (date, seed) => {
        const { GB, IE } = countries(racesOn(date, seed));
        const weekday = weekdayOf(dayNumber(date));
        const md = date.slice(5);
        if (md === '12-24' || md === '12-25') {
          expect(GB.length + IE.length).toBe(0);
          return;
        }
        const big = md === '12-26' || weekday === SATURDAY;
        const weekend = big || weekday === SUNDAY;
        const [gbLo, gbHi] = big ? [6, 8] : weekday === SUNDAY ? [3, 4] : [4, 6];
        expect(GB.length).toBeGreaterThanOrEqual(gbLo);
        expect(GB.length).toBeLessThanOrEqual(gbHi);
        expect(IE.length).toBeGreaterThanOrEqual(weekend ? 2 : 1);
        expect(IE.length).toBeLessThanOrEqual(weekend ? 3 : 2);
        const aw = GB.filter((m) => m.surface === 'AW');
        const jumps = GB.filter((m) => m.code === 'jumps');
        if (!flatSeason(date) && !big && weekday !== SUNDAY) {
          // Winter weekdays: two or three jumps meetings, the rest on the all-weather, one of them under lights.
          expect(jumps.length).toBeGreaterThanOrEqual(2);
          expect(aw.length).toBeGreaterThanOrEqual(1);
          expect(aw.some((m) => m.evening)).toBe(true);
        }
        if (month(date) >= 5 && month(date) <= 9) {
          const flatTurf = GB.filter((m) => m.code === 'flat' && m.surface === 'Turf');
          expect(flatTurf.length).toBeGreaterThanOrEqual(weekday === SUNDAY ? 2 : 3);
          if (!big && weekday !== SUNDAY && month(date) <= 8)
            expect(flatTurf.some((m) => m.evening)).toBe(true);
        }
        if (big) expect(GB.filter((m) => m.course.tier <= 2).length).toBeGreaterThanOrEqual(2);
      }),
      RUNS,
    );
  });

  it('sorts meetings by first off then course, numbers races 1 to n with the stable ids, and keeps the going on the course surface', () => {
    fc.assert(
      fc.property(anyDate, anySeed, (date, seed) => {
        const meetings = racesOn(date, seed);
        for (let i = 1; i < meetings.length; i++) {
          const [a, b] = [meetings[i - 1]!, meetings[i]!];
          const order =
            a.races[0]!.offMinutes - b.races[0]!.offMinutes || a.course.name.localeCompare(b.course.name);
          expect(order).toBeLessThanOrEqual(0);
        }
        for (const m of meetings) {
          expect(m.date).toBe(date);
          expect(m.meetingId).toBe(meetingIdFor(date, m.course.id));
          expect(courseById.get(m.course.id)).toBe(m.course);
          expect(m.races.map((r) => r.raceNumber)).toEqual(m.races.map((_, i) => i + 1));
          for (const r of m.races) {
            expect(r.meetingId).toBe(m.meetingId);
            expect(r.raceId).toBe(m.meetingId * 10 + r.raceNumber);
          }
          expect(m.races.length).toBeGreaterThanOrEqual(6);
          expect(m.races.length).toBeLessThanOrEqual(8);
          if (m.surface === 'AW') expect(m.going).toMatch(/^Standard( To (Slow|Fast))?$/);
          else expect(['Heavy', 'Soft', 'Good To Soft', 'Good', 'Good To Firm', 'Firm']).toContain(m.going);
        }
      }),
      RUNS,
    );
  });

  it('is the same day for the same date and seed (cached or not) and a different day for another seed', () => {
    fc.assert(
      fc.property(anyDate, anySeed, anySeed, (date, seed, other) => {
        expect(racesOn(date, seed)).toEqual(planRaces(date, seed));
        const md = date.slice(5);
        if (other === seed || md === '12-24' || md === '12-25') return;
        expect(JSON.stringify(planRaces(date, other))).not.toEqual(JSON.stringify(racesOn(date, seed)));
      }),
      { numRuns: 60 },
    );
  });

  it('computes a whole year of consecutive days', () => {
    const start = dayNumber('2028-01-01');
    let meetings = 0;
    for (let i = 0; i < 365; i++) meetings += racesOn(isoDate(start + i), 'year-run').length;
    // About six to nine meetings a day across Britain and Ireland, fewer at Christmas.
    expect(meetings).toBeGreaterThan(365 * 5);
    expect(meetings).toBeLessThan(365 * 11);
  });

  it('has no flat turf on a November Tuesday (2026-11-24), and flat turf at several tracks with little jumping on a June Saturday (2027-06-12)', () => {
    const november = racesOn('2026-11-24');
    expect(november.length).toBeGreaterThan(0);
    expect(november.filter((m) => m.code === 'flat' && m.surface === 'Turf')).toEqual([]);
    expect(november.filter((m) => m.code === 'jumps').length).toBeGreaterThanOrEqual(3);
    const june = racesOn('2027-06-12');
    expect(june.filter((m) => m.code === 'flat' && m.surface === 'Turf').length).toBeGreaterThanOrEqual(5);
    expect(june.filter((m) => m.code === 'jumps').length).toBeLessThanOrEqual(2);
  });
});
