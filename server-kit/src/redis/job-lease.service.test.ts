import { redisForTest, type PrivateRedis } from '../testing';
import { connectRedis } from './connect';
import { redisJobLease } from './job-lease';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job leases in Redis', () => {
  let redis: PrivateRedis;
  beforeAll(async () => {
    redis = await redisForTest('job leases');
  });
  afterAll(() => redis.stop());

  /** Two replicas, each with its own connection and name, as two pods. */
  function replicas() {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    const connections = [connectRedis(redis.url, 'a', warn), connectRedis(redis.url, 'b', warn)];
    const [a, b] = connections.map((c, i) => redisJobLease(c, warn, `pod-${i}`)) as [
      ReturnType<typeof redisJobLease>,
      ReturnType<typeof redisJobLease>,
    ];
    return { a, b, warnings, close: () => connections.forEach((c) => c.disconnect()) };
  }

  it('gives a job to one replica, which keeps it while it asks; the other takes it once the lease runs out', async () => {
    const { a, b, close } = replicas();
    try {
      expect(await a('purge', 200)).toBe(true);
      expect(await b('purge', 200)).toBe(false);
      // a asks again before the end: it keeps the job (its own retries are never locked out).
      await sleep(250);
      expect(await a('purge', 200)).toBe(true);
      await sleep(250); // past a's first lease (twice the 200 ms interval), within its renewal
      expect(await b('purge', 200)).toBe(false);
      // a stops asking (it died): after the lease, b takes over, and a, back, is refused.
      await sleep(450);
      expect(await b('purge', 200)).toBe(true);
      expect(await a('purge', 200)).toBe(false);
      // Another job is leased on its own.
      expect(await a('feed-writer', 200)).toBe(true);
    } finally {
      close();
    }
  });

  it('runs the job when Redis cannot be asked, and says so; leases again once it is back', async () => {
    const { a, b, warnings, close } = replicas();
    try {
      expect(await a('guard', 5_000)).toBe(true);
      const away = redis.outage(1_000);
      await sleep(100);
      expect(await a('guard', 5_000)).toBe(true);
      expect(warnings.some((w) => /job lease guard: Redis could not be asked/.test(w))).toBe(true);
      await away;
      // The restarted Redis is empty: a takes the job again, once its connection is back; b is refused.
      let again = false;
      for (const end = Date.now() + 5_000; !again && Date.now() < end;) {
        const before = warnings.length;
        again = (await a('guard-after', 5_000)) && warnings.length === before;
        if (!again) await sleep(100);
      }
      expect(again).toBe(true);
      expect(await b('guard-after', 5_000)).toBe(false);
    } finally {
      close();
    }
  });
});
