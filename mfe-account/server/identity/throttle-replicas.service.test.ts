import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectRedis, openPostgres, redisMutex, type Db } from '@sl/server-kit';
import { postgresForTest, redisForTest, type PrivateRedis } from '@sl/server-kit/testing';
import { migrateSchema } from '../schema';
import { SignInThrottle } from './sign-in-throttle';
import { THROTTLE } from './throttle-policy';

// Two account replicas are two processes, each with its own pool, on one PostgreSQL database: a client spraying
// guesses at both must be counted once. Only PostgreSQL can be shared between processes (PGlite lives in one), so
// this needs a server: the machine's (TEST_DATABASE_URL, set by .ci/run when one answers) or a private one.
describe('sign-in throttling across two account replicas on PostgreSQL', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let server: Awaited<ReturnType<typeof postgresForTest>>;
  let replicaA: Db;
  let replicaB: Db;
  let redis: PrivateRedis;

  beforeAll(async () => {
    redis = await redisForTest('sign-in throttling across replicas');
    server = await postgresForTest('sign-in throttling across replicas');
    replicaA = await openPostgres(server.url, schema, 2);
    await migrateSchema(replicaA);
    replicaB = await openPostgres(server.url, schema, 2);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([replicaA?.close(), replicaB?.close()]);
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
    await server.stop();
    await redis.stop();
  });

  it('counts one client’s failures at either replica together: the captcha, then the delay, come as for one', async () => {
    const secret = 'shared-secret';
    const a = new SignInThrottle(replicaA, secret);
    const b = new SignInThrottle(replicaB, secret);
    const client = a.clientOf('203.0.113.7');
    const other = a.clientOf('198.51.100.9');
    for (let i = 0; i < THROTTLE.captchaAfter; i += 1)
      await (i % 2 ? b : a).recordFailure(client, `guess${i}@example.com`, 'unknown_account');
    // Neither replica alone saw captchaAfter failures; together they did.
    expect(await a.needsCaptcha(client)).toBe(true);
    expect(await b.needsCaptcha(client)).toBe(true);
    for (let i = THROTTLE.captchaAfter; i < THROTTLE.clientFree; i += 1)
      await (i % 2 ? b : a).recordFailure(client, `guess${i}@example.com`, 'unknown_account');
    expect(await a.waitMs(client, 'next@example.com')).toBeGreaterThan(0);
    expect(await b.waitMs(client, 'next@example.com')).toBeGreaterThan(0);
    // Another client is not held back by them, at either replica.
    expect(await b.waitMs(other, 'next@example.com')).toBe(0);
    expect(await a.needsCaptcha(other)).toBe(false);
  });

  it('takes a burst from one client spread over both replicas one at a time (Redis mutex): it cannot outrun the count', async () => {
    const connections = [
      connectRedis(redis.url, 'a', () => undefined),
      connectRedis(redis.url, 'b', () => undefined),
    ];
    const [a, b] = [replicaA, replicaB].map(
      (db, i) =>
        new SignInThrottle(
          db,
          'shared-secret',
          undefined,
          redisMutex(connections[i]!, () => undefined),
        ),
    ) as [SignInThrottle, SignInThrottle];
    const client = a.clientOf('203.0.113.80');
    try {
      // What the sign-in route does under serialised(): look, then (no captcha asked yet) fail and record it.
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? b : a).serialised(client, async () => {
            if (await (i % 2 ? b : a).needsCaptcha(client)) return 'captcha asked';
            await (i % 2 ? b : a).recordFailure(client, `burst${i}@example.com`, 'unknown_account');
            return 'failed';
          }),
        ),
      );
      // Without the shared mutex each replica lets its own captchaAfter through before it sees the other's.
      expect(outcomes.filter((o) => o === 'failed').length).toBe(THROTTLE.captchaAfter);
    } finally {
      connections.forEach((c) => c.disconnect());
    }
  });
});
