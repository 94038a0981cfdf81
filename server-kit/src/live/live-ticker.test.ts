import { jest } from '@jest/globals';
import { changedIds, createLiveTicker, type LiveChange, type LiveSample } from './live-ticker';

const sampleOf = (entries: Record<string, string>): LiveSample => new Map(Object.entries(entries));

describe('changedIds', () => {
  it('names items whose fingerprint changed, appeared or went, sorted, and nothing when all are as they were', () => {
    const before = sampleOf({ '7': 'LIVE|12|0-0', '3': 'LIVE|12|1-0', '9': 'PREMATCH' });
    const after = sampleOf({ '7': 'LIVE|13|0-0', '3': 'LIVE|12|1-0', '11': 'LIVE|1|0-0' });
    expect(changedIds(before, after)).toEqual(['11', '7', '9']);
    expect(changedIds(after, new Map(after))).toEqual([]);
  });
});

describe('createLiveTicker', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('samples only while someone listens, tells every listener what changed, and nothing when nothing did', async () => {
    let current = sampleOf({ a: '1', b: '1' });
    const sample = jest.fn(async () => current);
    const ticker = createLiveTicker({ sample, tickMs: 1000, now: () => new Date('2026-11-28T15:00:00Z') });
    await jest.advanceTimersByTimeAsync(5000);
    expect(sample).not.toHaveBeenCalled();

    const first: LiveChange[] = [];
    const second: LiveChange[] = [];
    const stopFirst = ticker.subscribe((change) => first.push(change));
    ticker.subscribe((change) => second.push(change));
    await jest.advanceTimersByTimeAsync(2000);
    expect(first).toEqual([]);

    current = sampleOf({ a: '2', b: '1' });
    await jest.advanceTimersByTimeAsync(1000);
    expect(first).toEqual([{ ids: ['a'], at: '2026-11-28T15:00:00.000Z' }]);
    expect(second).toEqual(first);

    stopFirst();
    current = sampleOf({ a: '2' });
    await jest.advanceTimersByTimeAsync(1000);
    expect(first).toHaveLength(1);
    expect(second.map((change) => change.ids)).toEqual([['a'], ['b']]);
    expect(ticker.size).toBe(1);

    ticker.stop();
    const calls = sample.mock.calls.length;
    await jest.advanceTimersByTimeAsync(5000);
    expect(sample).toHaveBeenCalledTimes(calls);
  });

  it('never asks the feed again while a sample is still running, and keeps ticking after a failed one', async () => {
    let release: (sample: LiveSample) => void = () => undefined;
    let calls = 0;
    const errors: unknown[] = [];
    const ticker = createLiveTicker({
      sample: () => {
        calls += 1;
        if (calls === 2) return Promise.reject(new Error('database went away'));
        if (calls === 3) return new Promise<LiveSample>((resolve) => (release = resolve));
        return Promise.resolve(sampleOf({ a: String(calls) }));
      },
      tickMs: 1000,
      onError: (error) => errors.push(error),
    });
    const seen: string[][] = [];
    ticker.subscribe((change) => seen.push(change.ids));
    await jest.advanceTimersByTimeAsync(1000); // call 2 fails
    expect(errors).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(5000); // call 3 hangs through five ticks
    expect(calls).toBe(3);
    release(sampleOf({ a: '3' }));
    await jest.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(4);
    expect(seen).toEqual([['a'], ['a']]);
    ticker.stop();
  });
});
