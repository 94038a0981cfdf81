import { flatSeason, jumpsFinale, jumpsSeason } from './seasons';

describe('racing seasons', () => {
  it('finds the Sandown finale: the last Saturday of April', () => {
    // Real finales: 2023-04-29, 2024-04-27, 2025-04-26; 2026's falls on the 25th.
    expect([2023, 2024, 2025, 2026].map(jumpsFinale)).toEqual([
      '2023-04-29',
      '2024-04-27',
      '2025-04-26',
      '2026-04-25',
    ]);
    for (const year of [2020, 2021, 2022, 2027, 2028]) {
      const d = new Date(`${jumpsFinale(year)}T12:00:00Z`);
      expect(d.getUTCDay()).toBe(6);
      expect(d.getUTCMonth()).toBe(3);
      expect(d.getUTCDate()).toBeGreaterThan(23);
    }
  });

  it('starts a Jumps season the day after the finale, and counts the finale in the season it ends', () => {
    expect(jumpsSeason('2026-04-25')).toEqual({ code: 'Jumps', label: '2025-26', from: '2025-04-27' });
    expect(jumpsSeason('2026-04-26')).toEqual({ code: 'Jumps', label: '2026-27', from: '2026-04-26' });
    expect(jumpsSeason('2026-11-26')).toEqual({ code: 'Jumps', label: '2026-27', from: '2026-04-26' });
    expect(jumpsSeason('2027-01-01')).toEqual({ code: 'Jumps', label: '2026-27', from: '2026-04-26' });
    expect(jumpsSeason('2099-12-31').label).toBe('2099-00');
  });

  it('counts a Flat season over the calendar year', () => {
    expect(flatSeason('2026-11-26')).toEqual({ code: 'Flat', label: '2026', from: '2026-01-01' });
    expect(flatSeason('2027-01-01')).toEqual({ code: 'Flat', label: '2027', from: '2027-01-01' });
  });
});
