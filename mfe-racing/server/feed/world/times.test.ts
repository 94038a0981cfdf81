import fc from 'fast-check';
import { racesOn } from './calendar';
import { RUNS, anyDate, anySeed, hhmm } from './test-support';

const month = (date: string) => Number(date.slice(5, 7));

describe('the racing calendar: off times', () => {
  it('spaces races 25 to 40 minutes apart; afternoon cards start 12:00 to 14:00 (winter jumps by 13:00) and winter turf cards finish before dark', () => {
    fc.assert(
      fc.property(anyDate, anySeed, (date, seed) => {
        for (const m of racesOn(date, seed)) {
          const offs = m.races.map((r) => r.offMinutes);
          for (let i = 1; i < offs.length; i++) {
            expect(offs[i]! - offs[i - 1]!).toBeGreaterThanOrEqual(m.festival ? 20 : 25);
            expect(offs[i]! - offs[i - 1]!).toBeLessThanOrEqual(40);
          }
          if (m.festival) continue;
          const first = hhmm(offs[0]!);
          const last = hhmm(offs[offs.length - 1]!);
          const winter = month(date) >= 11 || month(date) <= 2;
          if (m.evening) {
            const awWinter = m.surface === 'AW' && (month(date) <= 3 || month(date) >= 10);
            expect(first >= (awWinter ? '16:00' : '17:30') && first <= (awWinter ? '17:30' : '18:00')).toBe(
              true,
            );
          } else {
            expect(first >= '12:00' && first <= '14:00').toBe(true);
            if (m.code === 'jumps' && winter) expect(first <= '13:00').toBe(true);
          }
          if (m.surface === 'Turf' && month(date) === 12) expect(last <= '16:10').toBe(true);
          if (m.surface === 'Turf' && [11, 12, 1].includes(month(date))) expect(last <= '16:20').toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('holds evening cards in summer on the flat turf and in winter on the all-weather under lights', () => {
    fc.assert(
      fc.property(anyDate, anySeed, (date, seed) => {
        for (const m of racesOn(date, seed)) {
          if (!m.evening || m.festival) continue;
          if (m.surface === 'Turf') {
            expect(m.code).toBe('flat');
            expect(month(date) >= 5 && month(date) <= 8).toBe(true);
          } else {
            expect([
              'Wolverhampton',
              'Kempton',
              'Chelmsford City',
              'Newcastle',
              'Southwell',
              'Dundalk',
            ]).toContain(m.course.name);
          }
        }
      }),
      RUNS,
    );
  });
});
