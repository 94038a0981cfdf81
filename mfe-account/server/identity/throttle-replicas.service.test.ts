import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type Db } from '@sl/server-kit';
import { postgresForTest } from '@sl/server-kit/testing';
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

  beforeAll(async () => {
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
});
