import fc from 'fast-check';
import { flatTurfSeason, inFlatTurfSeason, jumpsInSeason, raceCodeOf } from './race-code';

describe('raceCodeOf', () => {
  it.each([
    ['Coral Novices Hurdle', 'Good', { code: 'jumps', type: 'Hurdle', surface: 'Turf' }],
    ['Betfair Handicap Chase', 'Soft', { code: 'jumps', type: 'Chase', surface: 'Turf' }],
    [
      'Boodles Cheltenham Gold Cup Steeple Chase',
      'Good To Soft',
      { code: 'jumps', type: 'Chase', surface: 'Turf' },
    ],
    ['Weatherbys Champion Bumper', 'Soft', { code: 'jumps', type: 'NH Flat', surface: 'Turf' }],
    [
      'Mares Standard Open National Hunt Flat Race',
      'Heavy',
      { code: 'jumps', type: 'NH Flat', surface: 'Turf' },
    ],
    ['Maiden NH Flat Race', 'Good', { code: 'jumps', type: 'NH Flat', surface: 'Turf' }],
    ['Unibet Handicap', 'Standard To Slow', { code: 'flat', type: 'Flat', surface: 'AW' }],
    ['Queen Anne Stakes', 'Good To Firm', { code: 'flat', type: 'Flat', surface: 'Turf' }],
  ] as const)('reads "%s" on %s', (title, going, kind) => {
    expect(raceCodeOf({ title, going })).toEqual(kind);
  });
});

describe('flatTurfSeason', () => {
  it('runs from the Lincoln meeting to the November Handicap (real dates)', () => {
    expect(flatTurfSeason(2025)).toEqual({ start: '2025-03-29', end: '2025-11-08' });
    expect(flatTurfSeason(2026)).toEqual({ start: '2026-03-28', end: '2026-11-07' });
    expect(flatTurfSeason(2027)).toEqual({ start: '2027-03-27', end: '2027-11-06' });
  });
  it('starts on the last Saturday of March and ends on the Saturday between 5 and 11 November, every year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1950, max: 2150 }), (year) => {
        const { start, end } = flatTurfSeason(year);
        const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
        expect(day(start).getUTCDay()).toBe(6);
        expect(day(end).getUTCDay()).toBe(6);
        expect(Number(start.slice(8))).toBeGreaterThanOrEqual(25);
        expect(start.slice(5, 7)).toBe('03');
        expect(end.slice(5, 7)).toBe('11');
        expect(Number(end.slice(8))).toBeGreaterThanOrEqual(5);
        expect(Number(end.slice(8))).toBeLessThanOrEqual(11);
      }),
      { numRuns: 200 },
    );
  });
  it('inFlatTurfSeason holds on the first and last days and not a day outside', () => {
    expect(inFlatTurfSeason('2026-03-27')).toBe(false);
    expect(inFlatTurfSeason('2026-03-28')).toBe(true);
    expect(inFlatTurfSeason('2026-07-01')).toBe(true);
    expect(inFlatTurfSeason('2026-11-07')).toBe(true);
    expect(inFlatTurfSeason('2026-11-08')).toBe(false);
    expect(inFlatTurfSeason('2026-12-26')).toBe(false);
  });
});

describe('jumpsInSeason', () => {
  it('winter courses race October to April, summer courses May to October, all-year courses always', () => {
    const months = ['01', '04', '05', '09', '10', '11'].map((m) => `2026-${m}-15`);
    expect(months.map((d) => jumpsInSeason('winter', d))).toEqual([true, true, false, false, true, true]);
    expect(months.map((d) => jumpsInSeason('summer', d))).toEqual([false, false, true, true, true, false]);
    expect(months.map((d) => jumpsInSeason('all-year', d))).toEqual([true, true, true, true, true, true]);
  });
});
