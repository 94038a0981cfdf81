import { siteClock } from './site-clock';

describe('the site clock', () => {
  it('is the real time when no start is set', () => {
    const before = Date.now();
    const now = siteClock({})().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('starts at SITE_CLOCK_START and runs on from it in real time', () => {
    const boot = Date.now() - 5_000;
    const now = siteClock({ SITE_CLOCK_START: '2027-06-12T13:00:00Z' }, boot)().getTime();
    const elapsed = now - Date.parse('2027-06-12T13:00:00Z');
    expect(elapsed).toBeGreaterThanOrEqual(5_000);
    expect(elapsed).toBeLessThan(60_000);
  });

  it('refuses a start that is not a date and time, naming the variable', () => {
    expect(() => siteClock({ SITE_CLOCK_START: 'next June' })).toThrow(/SITE_CLOCK_START/);
    expect(() => siteClock({ SITE_CLOCK_START: '2027-06-12' })).toThrow(/ISO date and time/);
  });
});
