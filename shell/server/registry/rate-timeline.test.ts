import { RateTimeline, ratesOf } from './rate-timeline';

const START = Date.parse('2026-11-28T12:00:30.000Z');
const MINUTE = 60_000;

describe('the rate timeline', () => {
  let clock = START;
  /** A timeline counting at the test's clock, read as the release console's hour. */
  const timeline = () => {
    const t = new RateTimeline(60);
    return {
      page: (remote: string, version: string) => t.count('pages', remote, version, clock),
      failure: (remote: string, version: string) => t.count('failures', remote, version, clock),
      rates: (remote: string) => {
        const { first, versions } = t.minutes(remote, clock);
        return ratesOf(remote, first, 60, versions);
      },
    };
  };
  beforeEach(() => {
    clock = START;
  });

  it('counts pages and failures per version by the minute, every minute of the hour present, oldest first', () => {
    const t = timeline();
    t.page('racing', 'v1');
    t.page('racing', 'v1');
    t.failure('racing', 'v1');
    clock += 2 * MINUTE;
    t.page('racing', 'v2');
    t.failure('racing', 'v2');
    t.page('football', 'f1');

    const rates = t.rates('racing');
    expect(rates).toMatchObject({
      remote: 'racing',
      bucketSeconds: 60,
      from: '2026-11-28T11:03:00.000Z',
      to: '2026-11-28T12:03:00.000Z',
    });
    expect(rates.versions.map((v) => [v.version, v.pages, v.failures])).toEqual([
      ['v1', 2, 1],
      ['v2', 1, 1],
    ]);
    const v1 = rates.versions[0]!.points;
    expect(v1).toHaveLength(60);
    expect(v1[57]).toEqual({ at: '2026-11-28T12:00:00.000Z', pages: 2, failures: 1 });
    expect(v1[59]).toEqual({ at: '2026-11-28T12:02:00.000Z', pages: 0, failures: 0 });
    expect(rates.versions[1]!.points[59]).toEqual({ at: '2026-11-28T12:02:00.000Z', pages: 1, failures: 1 });
  });

  it('forgets minutes older than the hour, and a version with none left', () => {
    const t = timeline();
    t.page('promos', 'p1');
    clock += 30 * MINUTE;
    t.page('promos', 'p2');
    clock += 30 * MINUTE; // p1's minute is now 60 minutes old: out of the window.
    expect(t.rates('promos').versions.map((v) => v.version)).toEqual(['p2']);
    clock += 30 * MINUTE;
    expect(t.rates('promos').versions).toEqual([]);
  });

  it('answers an empty hour for a remote it never saw', () => {
    expect(timeline().rates('account')).toMatchObject({ remote: 'account', versions: [] });
  });
});
