import { Redis } from 'ioredis';
import type { BootRemote, RegistryRow } from '@sl/contracts';
import type { RegistryStatus, RemoteRates } from '@sl/contracts/release';
import { openPglite } from '@sl/server-kit';
import { redisForTest, type PrivateRedis } from '@sl/server-kit/testing';
import { REMOTE_FAILURES_METRIC } from '../../src/errors/remote-failures';
import { startTestShell, type TestShell } from '../test-support/test-shell';
import { RolloutHealth } from './rollout-health';
import { SharedRolloutCounts } from './shared-counts';
import type { ReleaseVerifier } from './verify';

const acceptAnyBuild: ReleaseVerifier = async (_remote, manifestUrl) => ({
  remoteEntry: new URL('remoteEntry.js', manifestUrl).toString(),
  integrity: 'sha384-accepted-in-tests',
  contractsVersion: '0.1.0',
});
const START = Date.parse('2026-11-29T15:00:00.000Z');
const build = (label: string) => `https://cdn.example/account/${label}/mf-manifest.json`;
const visitor = (n: number) => `test-visitor-${String(n).padStart(6, '0')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What `read` answers once it equals `expected`, or its last answer after `ms`: another replica writes each second. */
async function eventually<T>(read: () => Promise<T>, expected: T, ms = 3_000): Promise<T> {
  const until = Date.now() + ms;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < until) {
    await sleep(100);
    last = await read();
  }
  return last;
}

/**
 * Two shell replicas on one registry database and one Redis (REDIS_URL), as two pods behind a load balancer: a
 * rollout is judged on the pages and failures of both, whichever replica served or heard them.
 */
describe('rollout counts shared by shell replicas through Redis', () => {
  let redis: PrivateRedis;
  let one: TestShell;
  let other: TestShell;
  let now = START;
  const clock = () => new Date(now);
  /** Each shell's rollout guard timer, ticked by hand. */
  const guardTimer = new Map<TestShell | 'next', () => void>();

  beforeAll(async () => {
    redis = await redisForTest('shared rollout counts');
    const db = await openPglite();
    const options = {
      verifyRelease: acceptAnyBuild,
      clock,
      rolloutGuardEvery: (tick: () => void) => {
        guardTimer.set('next', tick);
        return () => {};
      },
    };
    const started = async () => {
      const shell = await startTestShell(db, { REDIS_URL: redis.url }, options);
      guardTimer.set(shell, guardTimer.get('next') as () => void);
      return shell;
    };
    one = await started();
    other = await started();
  });
  afterAll(async () => {
    await one.built.app.close();
    await other.close(); // and the database both use
    await redis.stop();
  });

  const accountOn = async (shell: TestShell, vid: string) => {
    const html = await (await fetch(`${shell.base}/`, { headers: { cookie: `sl_vid=${vid}` } })).text();
    const json = /<script id="sl-boot" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null';
    return (JSON.parse(json) as { remotes: BootRemote[] }).remotes.find((r) => r.name === 'account');
  };
  const status = async (shell: TestShell) =>
    ((await (await shell.call('GET', '/admin/registry')).json()) as RegistryStatus[]).find(
      (r) => r.name === 'account',
    ) as RegistryStatus;
  const a2On = async (shell: TestShell) => (await status(shell)).health.find((h) => h.version === 'a2');
  const failureTo = (shell: TestShell) =>
    fetch(`${shell.base}/metrics/counter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: REMOTE_FAILURES_METRIC,
        labels: { remote: 'account', version: 'a2' },
        help: 'x',
      }),
    });

  it('judges a rollout on both replicas: pages served by one, failures heard by the other, aborted by its guard', async () => {
    expect(
      (
        await one.call('PUT', '/admin/registry/account', {
          reason: 'base',
          entry: build('a1'),
          version: 'a1',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await one.call('PUT', '/admin/registry/account/rollout', {
          reason: 'a2 to half',
          entry: build('a2'),
          version: 'a2',
          percent: 50,
        })
      ).status,
    ).toBe(200);

    let servedA2 = 0;
    for (let n = 0; servedA2 < 30; n += 1)
      if ((await accountOn(one, visitor(n)))?.version === 'a2') servedA2++;
    // The other replica served none of them, and counts every one (once the serving one has written them).
    expect(await eventually(async () => (await a2On(other))?.pages, servedA2)).toBe(servedA2);
    expect(await a2On(one)).toEqual(await a2On(other));

    const needed = Math.ceil(servedA2 * 0.1);
    for (let i = 0; i < needed; i += 1) expect((await failureTo(other)).status).toBe(204);
    expect(await eventually(async () => (await a2On(one))?.failures, needed)).toBe(needed);
    expect(await a2On(one)).toMatchObject({ pages: servedA2, failures: needed });

    // The replica that served no page of it aborts it, on the whole site's rate.
    await other.built.checkRollouts();
    expect(await status(one)).toMatchObject({ version: 'a1', rolloutVersion: null });
    const audit = (await (await one.call('GET', '/admin/registry/audit?limit=1')).json()) as {
      action: string;
      actor: string;
    }[];
    expect(audit[0]).toMatchObject({ action: 'rollout-aborted', actor: 'error-rate guard' });
    // Counted afresh once the rollout is over, on both.
    expect(await a2On(one)).toBeUndefined();
    expect(await a2On(other)).toBeUndefined();
  });

  it("shows the same hour on either replica's console, both replicas' pages in it", async () => {
    for (let n = 1000; n < 1010; n += 1) await accountOn(other, visitor(n)); // a1 only now
    const rates = async (shell: TestShell) =>
      (await (await shell.call('GET', '/admin/registry/account/rates')).json()) as RemoteRates;
    const fromOther = await rates(other);
    const fromOne = await eventually(() => rates(one), fromOther);
    expect(fromOne).toEqual(fromOther);
    const a1 = fromOne.versions.find((v) => v.version === 'a1');
    const a2 = fromOne.versions.find((v) => v.version === 'a2');
    expect(a2?.failures).toBeGreaterThan(0);
    expect(a2?.pages).toBeGreaterThanOrEqual(30);
    // Every page of the first test went to a1 or a2 (served by one), and ten more to a1 (served by the other).
    expect(a1?.pages).toBeGreaterThanOrEqual(10);
    expect(a1?.points.at(-1)).toMatchObject({ at: '2026-11-29T15:00:00.000Z', pages: a1?.pages });
  });

  it("runs the rollout guard's timer on one replica: the one holding the lease in Redis", async () => {
    const canary = (label: string) =>
      one.call('PUT', '/admin/registry/football/rollout', {
        reason: `${label} first to a few`,
        entry: `https://cdn.example/football/${label}/mf-manifest.json`,
        version: label,
        plan: 'canary:10:30m',
      });
    const football = async () =>
      ((await (await one.call('GET', '/admin/registry')).json()) as RegistryStatus[]).find(
        (r) => r.name === 'football',
      ) as RegistryStatus;
    /** Ticks a shell's timer and waits until its guard has had time to look (it promotes at most once). */
    const tick = async (shell: TestShell) => {
      guardTimer.get(shell)?.();
      await sleep(300);
    };
    try {
      expect((await canary('f2')).status).toBe(200);
      now = START + 30 * 60_000; // the canary's 30 minutes are over: due for promotion
      await tick(one); // takes the lease, and promotes
      expect(await football()).toMatchObject({ version: 'f2', rolloutVersion: null });

      expect((await canary('f3')).status).toBe(200);
      now = START + 61 * 60_000;
      await tick(other); // the lease is one's: other does not look
      expect(await football()).toMatchObject({ version: 'f2', rolloutVersion: 'f3' });
      await tick(one);
      expect(await football()).toMatchObject({ version: 'f3', rolloutVersion: null });
    } finally {
      now = START;
    }
  });

  it('keeps counting while Redis is away, and what was counted arrives once it is back', async () => {
    const connection = new Redis(redis.url, { commandTimeout: 500, maxRetriesPerRequest: 1 });
    connection.on('error', () => undefined);
    const errors: string[] = [];
    const counts = new SharedRolloutCounts(connection, (message) => errors.push(message), 'test:away:');
    const health = new RolloutHealth(clock, counts);
    const row = { name: 'racing', rolloutVersion: null } as RegistryRow;
    try {
      const away = redis.outage(1_500);
      await sleep(200);
      for (let i = 0; i < 7; i += 1) health.countPage(row, 'r9'); // never throws, never waits
      await expect(counts.flush()).rejects.toThrow();
      expect(errors).toContain('rollout counts could not be written to Redis');
      await away;
      let seen: number | undefined;
      for (let tries = 0; tries < 50 && seen !== 7; tries += 1) {
        seen = await health
          .health(row)
          .then((versions) => versions.find((v) => v.version === 'r9')?.pages)
          .catch(() => undefined);
        if (seen !== 7) await sleep(100);
      }
      expect(seen).toBe(7);
    } finally {
      await counts.close();
      connection.disconnect();
    }
  });
});
