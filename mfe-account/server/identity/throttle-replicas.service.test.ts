import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, openPostgres, type Db } from '@sl/server-kit';
import { accountMigrations } from '../migrations';
import { SignInThrottle } from './sign-in-throttle';
import { THROTTLE } from './throttle-policy';

// Two account replicas are two processes, each with its own pool, on one PostgreSQL database: a client spraying
// guesses at both must be counted once. Only PostgreSQL can be shared between processes (PGlite lives in one), so
// this needs the machine's server (TEST_DATABASE_URL, set by .ci/run when one answers).
const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

onPostgres('sign-in throttling across two account replicas on PostgreSQL', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let replicaA: Db;
  let replicaB: Db;

  beforeAll(async () => {
    replicaA = await openPostgres(url!, schema, 2);
    await migrate(replicaA, accountMigrations);
    replicaB = await openPostgres(url!, schema, 2);
  });
  afterAll(async () => {
    await Promise.all([replicaA.close(), replicaB.close()]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
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
