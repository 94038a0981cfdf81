import { parseRolloutPlan, rolloutShare, visitorBucket } from './rollout';

const START = '2026-11-28T12:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(START) + minutes * 60_000);

describe('parseRolloutPlan', () => {
  it.each([
    ['fixed:10', { kind: 'fixed', percent: 10 }],
    ['canary:5:30m', { kind: 'canary', percent: 5, durationMs: 30 * 60_000 }],
    ['linear:10:5m', { kind: 'linear', step: 10, intervalMs: 5 * 60_000 }],
    ['linear:25:2h', { kind: 'linear', step: 25, intervalMs: 2 * 3_600_000 }],
  ])('reads %s', (text, plan) => {
    expect(parseRolloutPlan(text)).toEqual({ plan });
  });

  it.each([
    ['fixed:0', /1 to 100/],
    ['fixed:101', /1 to 100/],
    ['fixed:7.5', /whole number/],
    ['canary:10', /canary duration/],
    ['canary:10:30', /canary duration/],
    ['canary:10:0m', /canary duration/],
    ['canary:10:31d', /at most 30d/],
    ['linear:0:5m', /step must be/],
    ['linear:10:5m:x', /A rollout plan is/],
    ['blue-green:10', /A rollout plan is/],
    ['', /A rollout plan is/],
  ])('refuses %j, saying why', (text, why) => {
    const parsed = parseRolloutPlan(text);
    expect('error' in parsed && parsed.error).toMatch(why);
  });
});

describe('rolloutShare', () => {
  it('is the fixed percent whatever the time', () => {
    expect(rolloutShare('fixed:10', START, at(0))).toBe(10);
    expect(rolloutShare('fixed:10', START, at(100_000))).toBe(10);
  });

  it('holds a canary at its percent until the duration has passed, then 100', () => {
    expect(rolloutShare('canary:10:30m', START, at(0))).toBe(10);
    expect(rolloutShare('canary:10:30m', START, at(29.99))).toBe(10);
    expect(rolloutShare('canary:10:30m', START, at(30))).toBe(100);
  });

  it('steps a linear plan up every interval, capped at 100', () => {
    expect([0, 4.9, 5, 10, 44.9, 45, 60].map((m) => rolloutShare('linear:10:5m', START, at(m)))).toEqual([
      10, 10, 20, 30, 90, 100, 100,
    ]);
    expect(rolloutShare('linear:30:1h', START, at(180))).toBe(100);
  });

  it('gives 0 (everyone stable) for no rollout or an unreadable plan, and counts a future start as now', () => {
    expect(rolloutShare(null, null, at(0))).toBe(0);
    expect(rolloutShare('nonsense', START, at(0))).toBe(0);
    expect(rolloutShare('fixed:10', 'not a date', at(0))).toBe(0);
    expect(rolloutShare('linear:10:5m', START, at(-60))).toBe(10);
  });
});

describe('visitorBucket', () => {
  it('is the same for the same visitor and remote, and differs between remotes', () => {
    expect(visitorBucket('visitor-a', 'racing')).toBe(visitorBucket('visitor-a', 'racing'));
    const differs = Array.from({ length: 50 }, (_, i) => `v${i}`).filter(
      (id) => visitorBucket(id, 'racing') !== visitorBucket(id, 'football'),
    );
    expect(differs.length).toBeGreaterThan(40);
  });

  it('spreads 10,000 sequential ids evenly over 0-99', () => {
    const counts = new Array<number>(100).fill(0);
    for (let i = 0; i < 10_000; i++) {
      const bucket = visitorBucket(`visitor-${i}`, 'racing');
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
      counts[bucket] = (counts[bucket] ?? 0) + 1;
    }
    // 100 expected per bucket; a uniform hash stays well within 60-140 (about four standard deviations).
    expect(Math.min(...counts)).toBeGreaterThan(60);
    expect(Math.max(...counts)).toBeLessThan(140);
  });
});
