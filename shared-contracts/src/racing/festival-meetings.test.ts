import fc from 'fast-check';
import { FESTIVAL_STARTS, type FestivalName } from '../promos/festival';
import {
  FESTIVAL_DEFAULT_YEAR,
  easterSunday,
  festivalEdition,
  festivalOn,
  nextFestivalEdition,
  previousFestivalEdition,
} from './festival-meetings';

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

// Published fixtures for 2023 to 2027; 2028 to 2030 are the rule's dates (not yet published).
describe('festival editions on their real dates', () => {
  it.each([
    [2023, '2023-03-14', '2023-03-17'],
    [2024, '2024-03-12', '2024-03-15'],
    [2025, '2025-03-11', '2025-03-14'],
    [2026, '2026-03-10', '2026-03-13'],
    [2027, '2027-03-16', '2027-03-19'],
    [2028, '2028-03-14', '2028-03-17'],
    [2029, '2029-03-13', '2029-03-16'],
    [2030, '2030-03-12', '2030-03-15'],
  ])('Cheltenham Festival %i: Tuesday %s to Friday %s', (year, first, last) => {
    const { dates } = festivalEdition('cheltenham-festival', year);
    expect([dates[0], dates[dates.length - 1], dates.length]).toEqual([first, last, 4]);
  });

  it.each([
    [2023, '2023-06-20', '2023-06-24'],
    [2024, '2024-06-18', '2024-06-22'],
    [2025, '2025-06-17', '2025-06-21'],
    [2026, '2026-06-16', '2026-06-20'],
    [2027, '2027-06-15', '2027-06-19'],
    [2028, '2028-06-20', '2028-06-24'],
    [2029, '2029-06-19', '2029-06-23'],
    [2030, '2030-06-18', '2030-06-22'],
  ])('Royal Ascot %i: Tuesday %s to Saturday %s', (year, first, last) => {
    const { dates } = festivalEdition('royal-ascot', year);
    expect([dates[0], dates[dates.length - 1], dates.length]).toEqual([first, last, 5]);
  });

  it.each([
    [2023, '2023-04-13', '2023-04-15'],
    [2024, '2024-04-11', '2024-04-13'],
    [2025, '2025-04-03', '2025-04-05'],
    [2026, '2026-04-09', '2026-04-11'],
    [2027, '2027-04-08', '2027-04-10'],
    [2028, '2028-04-06', '2028-04-08'],
    [2029, '2029-04-05', '2029-04-07'],
    [2030, '2030-04-04', '2030-04-06'],
  ])('Grand National meeting %i: Thursday %s, the race on Saturday %s', (year, first, race) => {
    const { dates } = festivalEdition('grand-national', year);
    expect([dates[0], dates[dates.length - 1], dates.length]).toEqual([first, race, 3]);
  });

  it('the spec’s 2025 start dates (document 2 §9) are the rules’ 2025 editions', () => {
    const start = (festival: FestivalName, day: number) =>
      festivalEdition(festival, FESTIVAL_DEFAULT_YEAR).dates[day];
    const spec = (festival: FestivalName) => {
      const s = FESTIVAL_STARTS[festival];
      return `2025-${String(s.month).padStart(2, '0')}-${String(s.day).padStart(2, '0')}`;
    };
    expect(start('cheltenham-festival', 0)).toBe(spec('cheltenham-festival'));
    expect(start('royal-ascot', 0)).toBe(spec('royal-ascot'));
    expect(start('grand-national', 2)).toBe(spec('grand-national'));
  });

  it.each([
    [2004, '2004-04-03'],
    [2009, '2009-04-04'],
    [2012, '2012-04-14'],
    [2020, '2020-04-04'],
  ])('the Grand National %i steps off Easter Saturday to %s', (year, race) => {
    expect(festivalEdition('grand-national', year).dates[2]).toBe(race);
  });

  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
  ])('Easter Sunday %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('any year: the right weekdays, inside the real windows, consecutive days, never on Easter Saturday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), (year) => {
        const chelt = festivalEdition('cheltenham-festival', year).dates;
        const ascot = festivalEdition('royal-ascot', year).dates;
        const gn = festivalEdition('grand-national', year).dates;
        const dayOf = (d: string) => Number(d.slice(8, 10));
        expect(weekday(chelt[0]!)).toBe(2);
        expect(dayOf(chelt[0]!)).toBeGreaterThanOrEqual(10);
        expect(dayOf(chelt[0]!)).toBeLessThanOrEqual(16);
        expect(weekday(ascot[0]!)).toBe(2);
        expect(dayOf(ascot[0]!)).toBeGreaterThanOrEqual(14);
        expect(dayOf(ascot[0]!)).toBeLessThanOrEqual(20);
        const race = gn[2]!;
        expect([weekday(gn[0]!), weekday(race)]).toEqual([4, 6]);
        expect(race.slice(5, 7)).toBe('04');
        expect(dayOf(race)).toBeGreaterThanOrEqual(3);
        expect(dayOf(race)).toBeLessThanOrEqual(16);
        const easter = Date.parse(`${easterSunday(year)}T12:00:00Z`);
        expect(Date.parse(`${race}T12:00:00Z`)).not.toBe(easter - 86_400_000);
        for (const dates of [chelt, ascot, gn])
          dates.slice(1).forEach((d, i) => {
            expect(Date.parse(d) - Date.parse(dates[i]!)).toBe(86_400_000);
          });
      }),
      { numRuns: 101 },
    );
  });
});

describe('the next edition at its boundaries (London dates)', () => {
  it.each([
    ['cheltenham-festival', '2026-11-23', 2027],
    ['cheltenham-festival', '2027-03-15', 2027], // the day before
    ['cheltenham-festival', '2027-03-16', 2027], // day 1
    ['cheltenham-festival', '2027-03-19', 2027], // the last day, to 23:59 London
    ['cheltenham-festival', '2027-03-20', 2028], // the day after
    ['grand-national', '2027-04-07', 2027],
    ['grand-national', '2027-04-10', 2027],
    ['grand-national', '2027-04-11', 2028],
    ['royal-ascot', '2027-06-14', 2027],
    ['royal-ascot', '2027-06-19', 2027],
    ['royal-ascot', '2027-06-20', 2028],
    ['royal-ascot', '2026-11-23', 2027],
  ] as const)('%s on %s: the %i edition', (festival, today, year) => {
    expect(nextFestivalEdition(festival, today).year).toBe(year);
    expect(previousFestivalEdition(festival, today)?.year).toBe(year - 1);
  });

  it('festivalOn names the festival and its day, and nothing the day after', () => {
    expect(festivalOn('2027-03-16')).toEqual({ festival: 'cheltenham-festival', day: 1 });
    expect(festivalOn('2027-04-10')).toEqual({ festival: 'grand-national', day: 3 });
    expect(festivalOn('2027-06-19')).toEqual({ festival: 'royal-ascot', day: 5 });
    expect(festivalOn('2027-03-20')).toBeNull();
    expect(festivalOn('2026-11-23')).toBeNull();
  });
});
