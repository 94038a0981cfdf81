import { runPool } from './pool';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('runPool', () => {
  it('runs every item, never more than the concurrency at once', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    await runPool([1, 2, 3, 4, 5], 2, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await tick();
      running -= 1;
      done.push(n);
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });

  it('starts nothing after a failure, lets the running item finish, then throws the failure', async () => {
    const started: string[] = [];
    const finished: string[] = [];
    const result = runPool(['a', 'b', 'c', 'd'], 2, async (name) => {
      started.push(name);
      if (name === 'a') throw new Error('a failed');
      await tick();
      finished.push(name);
    });
    await expect(result).rejects.toThrow('a failed');
    expect(started).toEqual(['a', 'b']);
    expect(finished).toEqual(['b']);
  });

  it('throws every failure when several running items fail', async () => {
    const result = runPool(['a', 'b'], 2, async (name) => {
      await tick();
      throw new Error(`${name} failed`);
    });
    await expect(result).rejects.toThrow(/a failed\n.*b failed/);
  });
});
