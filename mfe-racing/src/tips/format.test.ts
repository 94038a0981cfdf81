import { formatPoints, longDate, shortDate } from './format';

describe('tips formatting', () => {
  it('signs points to two places', () => {
    expect(formatPoints(4.5)).toBe('+4.50');
    expect(formatPoints(-3)).toBe('-3.00');
    expect(formatPoints(0)).toBe('0.00');
  });
  it('writes days in British form', () => {
    expect(longDate('2026-11-25')).toBe('Wednesday 25 November 2026');
    expect(shortDate('2026-11-05')).toBe('5 Nov');
  });
});
