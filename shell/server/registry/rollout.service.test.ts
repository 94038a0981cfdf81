import type { BootRemote } from '@sl/contracts';
import type { AuditEntry, RegistryStatus, ReleaseRecord, RemoteRates } from '@sl/contracts/release';
import { openPglite } from '@sl/server-kit';
import { REMOTE_FAILURES_METRIC } from '../../src/errors/remote-failures';
import { startTestShell, type TestShell } from '../test-support/test-shell';
import { formatRows } from './cli-format';
import type { ReleaseVerifier } from './verify';

/** Every build passes: these tests are about who gets which version, not about the release check. */
const acceptAnyBuild: ReleaseVerifier = async (_remote, manifestUrl) => ({
  remoteEntry: new URL('remoteEntry.js', manifestUrl).toString(),
  integrity: 'sha384-accepted-in-tests',
  contractsVersion: '0.1.0',
});

type ErrorAnswer = { error: { code: string; message: string } };
const START = Date.parse('2026-11-28T12:00:00.000Z');
const MINUTE = 60_000;
const build = (remote: string, label: string) => `https://cdn.example/${remote}/${label}/mf-manifest.json`;
/** A well-formed visitor id (the shell replaces malformed ones), distinct per number. */
const visitor = (n: number) => `test-visitor-${String(n).padStart(6, '0')}`;

describe('gradual rollouts', () => {
  let shell: TestShell;
  let clock = START;
  const setClock = (minutes: number) => {
    clock = START + minutes * MINUTE;
  };

  beforeAll(async () => {
    shell = await startTestShell(
      await openPglite(),
      {},
      // The guard is ticked by hand (shell.built.checkRollouts), never by a timer.
      { verifyRelease: acceptAnyBuild, clock: () => new Date(clock), rolloutGuardEvery: () => () => {} },
    );
  });
  afterAll(() => shell.close());

  const page = async (vid?: string) => {
    const response = await fetch(`${shell.base}/`, { headers: vid ? { cookie: `sl_vid=${vid}` } : {} });
    const html = await response.text();
    const json = /<script id="sl-boot" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null';
    return { response, remotes: (JSON.parse(json) as { remotes: BootRemote[] }).remotes };
  };
  const remoteOf = async (remote: string, vid?: string) =>
    (await page(vid)).remotes.find((r) => r.name === remote) as BootRemote;
  const set = (remote: string, label: string) =>
    shell.call('PUT', `/admin/registry/${remote}`, {
      reason: 'test change',
      entry: build(remote, label),
      version: label,
    });
  const rollout = (remote: string, label: string, share: { percent?: number; plan?: string }) =>
    shell.call('PUT', `/admin/registry/${remote}/rollout`, {
      entry: build(remote, label),
      version: label,
      reason: `${label} to a few first`,
      ...share,
    });
  const status = async (remote: string) =>
    ((await (await shell.call('GET', '/admin/registry')).json()) as RegistryStatus[]).find(
      (r) => r.name === remote,
    ) as RegistryStatus;
  const lastAudit = async () =>
    (
      (await (await shell.call('GET', '/admin/registry/audit?limit=1')).json()) as AuditEntry[]
    )[0] as AuditEntry;

  describe('the fallback in the boot config', () => {
    it('is the default entry the site was deployed with, before any checked release', async () => {
      const seeded = await remoteOf('racing', visitor(1));
      expect(seeded).not.toHaveProperty('fallback'); // nothing earlier than the default itself
      expect((await set('racing', 'v1')).status).toBe(200);
      const racing = await remoteOf('racing', visitor(1));
      expect(racing).toMatchObject({
        version: 'v1',
        fallback: { entry: seeded.entry, version: seeded.version },
      });
    });

    it('is the last good version once there is one', async () => {
      expect((await set('racing', 'v2')).status).toBe(200);
      expect((await remoteOf('racing', visitor(1))).fallback).toEqual({
        entry: build('racing', 'v1'),
        version: 'v1',
      });
    });

    it('skips a version that was rolled back', async () => {
      expect((await set('racing', 'v3')).status).toBe(200);
      expect(
        (await shell.call('POST', '/admin/registry/racing/rollback', { reason: 'v3 broke' })).status,
      ).toBe(200);
      // Live: v2 again; v3 is rolled back and later than v2 anyway; v1 is the last good one before it.
      expect(await remoteOf('racing', visitor(1))).toMatchObject({
        version: 'v2',
        fallback: { entry: build('racing', 'v1'), version: 'v1' },
      });
    });
  });

  describe('the visitor id', () => {
    it('is given to a visitor without one: random, HttpOnly, SameSite=Lax, a year, and the page kept private', async () => {
      const first = await page();
      const cookie = first.response.headers.getSetCookie().find((c) => c.startsWith('sl_vid='));
      expect(cookie).toMatch(/^sl_vid=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
      expect(first.response.headers.get('cache-control')).toMatch(/^private/);
      const second = await page();
      expect(second.response.headers.getSetCookie().find((c) => c.startsWith('sl_vid='))).not.toBe(cookie);
    });

    it('is kept when the visitor has one, and the page may be shared-cached while no rollout runs', async () => {
      const { response } = await page(visitor(1));
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(response.headers.get('cache-control')).toMatch(/^public/);
    });
  });

  describe('refused input', () => {
    it.each([
      ['percent 0', 'racing', { percent: 0 }, /1 to 100/],
      ['percent 101', 'racing', { percent: 101 }, /1 to 100/],
      ['a canary without a duration', 'racing', { plan: 'canary:10' }, /canary duration/],
      ['an unknown plan', 'racing', { plan: 'blue-green:10' }, /A rollout plan is/],
      ['both a percent and a plan', 'racing', { percent: 10, plan: 'linear:10:5m' }, /not both/],
      ['neither a percent nor a plan', 'racing', {}, /either a percent/],
      ['a name no remote can have', 'Darts!', { percent: 10 }, /"Darts!" is not a remote name/],
    ])('answers 400 with a message for %s, and nothing changes', async (_what, remote, share, message) => {
      const before = await lastAudit();
      const response = await rollout(remote, 'v9', share);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorAnswer).error.message).toMatch(message);
      expect(await lastAudit()).toEqual(before);
    });

    it('answers 409 to promote or abort without a rollout, and 401 without a signed-in release manager', async () => {
      expect(
        (await shell.call('POST', '/admin/registry/racing/rollout/promote', { reason: 'test change' }))
          .status,
      ).toBe(409);
      expect((await shell.call('POST', '/admin/registry/racing/rollout/abort', { reason: 'x' })).status).toBe(
        409,
      );
      expect((await shell.call('PUT', '/admin/registry/racing/rollout', {}, null)).status).toBe(401);
    });
  });

  describe('a 10 % rollout to 1,000 visitors', () => {
    const VISITORS = 1_000;
    const versions = new Map<string, string>();

    beforeAll(async () => {
      setClock(0);
      const response = await rollout('racing', 'v4', { percent: 10 });
      expect(response.status).toBe(200);
      expect((await response.json()) as RegistryStatus).toMatchObject({
        rolloutVersion: 'v4',
        rolloutPlan: 'fixed:10',
        rolloutShare: 10,
      });
    });

    it('gives between 7 % and 13 % of visitors the new version', async () => {
      for (let batch = 0; batch < VISITORS; batch += 25) {
        const ids = Array.from({ length: 25 }, (_, i) => visitor(1_000 + batch + i));
        const got = await Promise.all(ids.map((id) => remoteOf('racing', id)));
        ids.forEach((id, i) => versions.set(id, (got[i] as BootRemote).version));
      }
      const onNew = [...versions.values()].filter((v) => v === 'v4').length;
      expect([...new Set(versions.values())].sort()).toEqual(['v2', 'v4']);
      expect(onNew).toBeGreaterThanOrEqual(70);
      expect(onNew).toBeLessThanOrEqual(130);
    });

    it('gives each visitor the same version on three reloads', async () => {
      const ids = [...versions.keys()];
      for (let reload = 0; reload < 3; reload++)
        for (let batch = 0; batch < ids.length; batch += 25) {
          const slice = ids.slice(batch, batch + 25);
          const got = await Promise.all(slice.map((id) => remoteOf('racing', id)));
          const changed = slice.filter((id, i) => (got[i] as BootRemote).version !== versions.get(id));
          expect(changed).toEqual([]);
        }
    });

    it('shows the rollout, its share and the pages per version in the status listing', async () => {
      const racing = await status('racing');
      expect(racing).toMatchObject({ version: 'v2', rolloutVersion: 'v4', rolloutShare: 10 });
      const v4 = racing.health.find((h) => h.version === 'v4');
      expect(v4?.pages).toBe([...versions.values()].filter((v) => v === 'v4').length * 4);
      expect(v4).toMatchObject({ failures: 0, failureRate: 0 });
      expect(formatRows([racing])).toMatch(
        /v4 at 10 % \(fixed:10\); failures v2 0\.0 % of \d+, v4 0\.0 % of \d+/,
      );
    });

    it('falls back to the stable main version inside the rollout, to the last good one outside it', async () => {
      const inside = [...versions].find(([, v]) => v === 'v4')?.[0] as string;
      const outside = [...versions].find(([, v]) => v === 'v2')?.[0] as string;
      expect((await remoteOf('racing', inside)).fallback).toEqual({
        entry: build('racing', 'v2'),
        version: 'v2',
      });
      expect((await remoteOf('racing', outside)).fallback).toEqual({
        entry: build('racing', 'v1'),
        version: 'v1',
      });
    });

    it('keeps pages out of shared caches while it runs', async () => {
      expect((await page(visitor(1))).response.headers.get('cache-control')).toMatch(/^private/);
    });

    it('refuses a second rollout and a plain set while it runs', async () => {
      expect((await rollout('racing', 'v5', { percent: 5 })).status).toBe(409);
      expect((await set('racing', 'v5')).status).toBe(409);
    });

    it('promotes the rollout to everyone, audited with before and after', async () => {
      const response = await shell.call('POST', '/admin/registry/racing/rollout/promote', {
        reason: 'looks good',
      });
      expect(response.status).toBe(200);
      expect((await response.json()) as RegistryStatus).toMatchObject({
        version: 'v4',
        entry: build('racing', 'v4'),
        rolloutVersion: null,
        rolloutShare: null,
      });
      expect(await lastAudit()).toMatchObject({
        action: 'promote',
        actor: 'rita@example.com',
        reason: 'looks good',
        before: { version: 'v2', rolloutVersion: 'v4' },
        after: { version: 'v4', rolloutVersion: null },
      });
      expect(await remoteOf('racing', visitor(1))).toMatchObject({
        version: 'v4',
        fallback: { version: 'v2' },
      });
      const history = (await (
        await shell.call('GET', '/admin/registry/racing/history')
      ).json()) as ReleaseRecord[];
      expect(history[0]).toMatchObject({ version: 'v4', live: true, verified: true });
    });
  });

  it('aborts a rollout by hand: everyone back on the main version, the release marked rolled back', async () => {
    expect((await rollout('racing', 'v5', { percent: 100 })).status).toBe(200);
    expect((await remoteOf('racing', visitor(1))).version).toBe('v5');
    const response = await shell.call('POST', '/admin/registry/racing/rollout/abort', {
      reason: 'odds wrong',
    });
    expect(response.status).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'abort',
      reason: 'odds wrong',
      before: { rolloutVersion: 'v5' },
      after: { rolloutVersion: null, version: 'v4' },
    });
    expect((await remoteOf('racing', visitor(1))).version).toBe('v4');
    const history = (await (
      await shell.call('GET', '/admin/registry/racing/history')
    ).json()) as ReleaseRecord[];
    expect(history[0]).toMatchObject({ version: 'v5', live: false, rolledBackBy: 'rita@example.com' });
  });

  it('steps a linear plan up with the clock and promotes it at 100 % on the next guard tick', async () => {
    setClock(0);
    expect((await rollout('football', 'f2', { plan: 'linear:10:5m' })).status).toBe(200);
    const shares: number[] = [];
    for (const minutes of [0, 4, 5, 20, 44]) {
      setClock(minutes);
      await shell.built.checkRollouts();
      shares.push((await status('football')).rolloutShare as number);
    }
    expect(shares).toEqual([10, 10, 20, 50, 90]);
    expect((await status('football')).version).not.toBe('f2');

    setClock(45);
    expect((await status('football')).rolloutShare).toBe(100);
    // At 100 % every visitor gets it even before the promotion.
    expect((await remoteOf('football', visitor(7))).version).toBe('f2');
    await shell.built.checkRollouts();
    expect(await status('football')).toMatchObject({ version: 'f2', rolloutVersion: null });
    expect(await lastAudit()).toMatchObject({
      remote: 'football',
      action: 'promote',
      actor: 'rollout schedule',
      reason: 'plan linear:10:5m reached 100 %',
    });
  });

  it('holds a canary until its duration has passed, then promotes it', async () => {
    setClock(0);
    expect((await rollout('promos', 'p2', { plan: 'canary:10:30m' })).status).toBe(200);
    setClock(29);
    await shell.built.checkRollouts();
    expect(await status('promos')).toMatchObject({ rolloutVersion: 'p2', rolloutShare: 10 });
    setClock(30);
    await shell.built.checkRollouts();
    expect(await status('promos')).toMatchObject({ version: 'p2', rolloutVersion: null });
    expect(await lastAudit()).toMatchObject({
      remote: 'promos',
      action: 'promote',
      actor: 'rollout schedule',
    });
  });

  describe('the error-rate guard', () => {
    const failure = (version: string) =>
      fetch(`${shell.base}/metrics/counter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: REMOTE_FAILURES_METRIC,
          labels: { remote: 'account', version },
          help: 'x',
        }),
      });
    /** Serves pages to visitors from..to-1 and answers the ids that got the rollout's version. */
    const serve = async (from: number, to: number) => {
      const onNew: string[] = [];
      for (let n = from; n < to; n++)
        if ((await remoteOf('account', visitor(n))).version === 'a2') onNew.push(visitor(n));
      return onNew;
    };

    beforeAll(async () => {
      setClock(0);
      expect((await set('account', 'a1')).status).toBe(200);
      expect((await rollout('account', 'a2', { percent: 50 })).status).toBe(200);
    });

    it('does not judge a rollout on fewer than ROLLOUT_MIN_PAGES pages', async () => {
      const onNew = await serve(0, 20);
      expect(onNew.length).toBeLessThan(20);
      for (let i = 0; i < 5; i++) expect((await failure('a2')).status).toBe(204);
      await shell.built.checkRollouts();
      expect((await status('account')).rolloutVersion).toBe('a2');
    });

    it('aborts the rollout on a failure spike reported through the metrics endpoint', async () => {
      const pagesOfA2 = async () =>
        (await status('account')).health.find((h) => h.version === 'a2')?.pages ?? 0;
      for (let n = 20; (await pagesOfA2()) < 40; n += 20) await serve(n, n + 20);
      const before = (await status('account')).health.find((h) => h.version === 'a2');
      expect(before?.pages).toBeGreaterThanOrEqual(20);
      // 5 failures so far; enough more for 10 % of the pages (the limit is 5 %).
      const needed = Math.ceil((before?.pages ?? 0) * 0.1) - 5;
      for (let i = 0; i < needed; i++) expect((await failure('a2')).status).toBe(204);
      expect(
        (await status('account')).health.find((h) => h.version === 'a2')?.failureRate,
      ).toBeGreaterThanOrEqual(0.1);

      await shell.built.checkRollouts();
      const audit = await lastAudit();
      expect(audit).toMatchObject({
        remote: 'account',
        action: 'rollout-aborted',
        actor: 'error-rate guard',
        before: { rolloutVersion: 'a2' },
        after: { rolloutVersion: null, version: 'a1' },
      });
      expect(audit.reason).toMatch(
        /a2 failed to load or render on \d+ of \d+ pages \(\d+\.\d %\), at or above the 5\.0 % limit/,
      );
      const inside = (await serve(0, 20))[0];
      expect(inside).toBeUndefined();
      expect((await remoteOf('account', visitor(0))).version).toBe('a1');
      const history = (await (
        await shell.call('GET', '/admin/registry/account/history')
      ).json()) as ReleaseRecord[];
      expect(history.find((r) => r.version === 'a2')).toMatchObject({ rolledBackBy: 'error-rate guard' });
    });

    it('keeps the hour by the minute for the console, across the abort', async () => {
      const answer = await shell.call('GET', '/admin/registry/account/rates');
      expect(answer.status).toBe(200);
      const rates = (await answer.json()) as RemoteRates;
      expect(rates).toMatchObject({ remote: 'account', bucketSeconds: 60, to: '2026-11-28T12:01:00.000Z' });
      const a2 = rates.versions.find((v) => v.version === 'a2');
      const guarded = (await status('account')).health; // counted afresh since the abort: a2 is gone from it
      expect(guarded.find((h) => h.version === 'a2')).toBeUndefined();
      expect(a2?.failures).toBeGreaterThanOrEqual(5);
      expect(a2?.points).toHaveLength(60);
      // Everything happened at minute 0: the newest point holds it all.
      expect(a2?.points[59]).toMatchObject({ at: '2026-11-28T12:00:00.000Z', pages: a2?.pages });
      expect(rates.versions.find((v) => v.version === 'a1')?.pages).toBeGreaterThan(0);
    });

    it('refuses the rates of an unknown remote, and anyone who is not a release manager', async () => {
      const unknown = await shell.call('GET', '/admin/registry/bingo/rates');
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as ErrorAnswer).error.message).toBe('No remote "bingo" in the registry');
      expect((await fetch(`${shell.base}/admin/registry/account/rates`)).status).toBe(401);
    });
  });
});
