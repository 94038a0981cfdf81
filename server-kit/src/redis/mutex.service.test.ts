import { redisForTest, type PrivateRedis } from '../testing';
import { connectRedis } from './connect';
import { redisMutex } from './mutex';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the Redis mutex', () => {
  let redis: PrivateRedis;
  beforeAll(async () => {
    redis = await redisForTest('the Redis mutex');
  });
  afterAll(() => redis.stop());

  it('runs work on one key one at a time across two connections, and other keys alongside', async () => {
    const warnings: string[] = [];
    const connections = [1, 2].map(() => connectRedis(redis.url, 'mutex-test', (m) => warnings.push(m)));
    const [a, b] = connections.map((c) => redisMutex(c, (m) => warnings.push(m)));
    try {
      let inside = 0;
      let most = 0;
      const work = async () => {
        inside += 1;
        most = Math.max(most, inside);
        await sleep(20);
        inside -= 1;
      };
      await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? a! : b!)('k', work)));
      expect(most).toBe(1);
      // Another key does not wait for this one.
      let otherRan = false;
      await Promise.all([a!('k', () => sleep(200)), b!('other', async () => void (otherRan = true))]);
      expect(otherRan).toBe(true);
      expect(warnings).toEqual([]);
    } finally {
      connections.forEach((c) => c.disconnect());
    }
  });

  it("frees a dead holder's key after its hold time, and runs the work when Redis cannot be asked", async () => {
    const warnings: string[] = [];
    const connection = connectRedis(redis.url, 'mutex-test', () => undefined);
    try {
      // A holder that died: the key is set and never released.
      await connection.set('sl:mutex:stuck', 'dead-holder', 'PX', 300);
      const mutex = redisMutex(connection, (m) => warnings.push(m));
      const started = Date.now();
      await mutex('stuck', async () => undefined);
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      const away = redis.outage(800);
      await sleep(100);
      expect(await mutex('k', async () => 'ran')).toBe('ran');
      expect(warnings.some((w) => /Redis could not be asked; running without it/.test(w))).toBe(true);
      await away;
      // Once its connection is back, the lock is taken in Redis again (no new warning).
      let locked = false;
      for (const end = Date.now() + 5_000; !locked && Date.now() < end;) {
        const before = warnings.length;
        await mutex('k', async () => undefined);
        locked = warnings.length === before;
        if (!locked) await sleep(100);
      }
      expect(locked).toBe(true);
    } finally {
      connection.disconnect();
    }
  });
});
