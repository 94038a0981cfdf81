import { createHash } from 'node:crypto';
import type { RegistryRow } from '@sl/contracts';
import type { AuditEntry, ReleaseRecord } from '@sl/contracts/release';
import { migrate, openPglite } from '@sl/server-kit';
import { fakeManifest, startFakeBuilds, type FakeBuilds } from '../test-support/fake-builds';
import { startTestShell, type TestShell } from '../test-support/test-shell';
import { registryMigrations } from './migrations';
import { RegistryRepository } from './repository';
import type { ReleaseVerifier } from './verify';

const ENTRY = 'var racing; /* build */';
const SRI = `sha384-${createHash('sha384').update(ENTRY).digest('base64')}`;
type ErrorAnswer = { error: { code: string; message: string } };

const bootEntry = async (shell: TestShell, remote: string) => {
  const html = await (await fetch(`${shell.base}/`)).text();
  const json = /<script id="sl-boot" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null';
  const boot = JSON.parse(json) as { remotes: Array<{ name: string; entry: string; version: string }> };
  return boot.remotes.find((r) => r.name === remote);
};

// One shell per describe: these tests build on each other's state on purpose, and each new app costs seconds.
describe('verified releases: the shell checks a build before it goes live', () => {
  let shell: TestShell;
  let builds: FakeBuilds;
  const url = (path: string) => `${builds.origin}${path}`;
  const audit = async () =>
    (await (await shell.call('GET', '/admin/registry/audit?limit=1')).json()) as AuditEntry[];
  const history = async (remote: string) =>
    (await (await shell.call('GET', `/admin/registry/${remote}/history`)).json()) as ReleaseRecord[];

  beforeAll(async () => {
    builds = await startFakeBuilds({
      '/v2/mf-manifest.json': { body: fakeManifest('racing') },
      '/v2/remoteEntry.js': { body: ENTRY },
      '/v2/server/remoteEntry.js': { body: 'module.exports = {};' },
      '/next-major/mf-manifest.json': { body: fakeManifest('racing', { contracts: '1.0.0' }) },
      '/next-major/remoteEntry.js': { body: ENTRY },
      '/next-major/server/remoteEntry.js': { body: 'module.exports = {};' },
      '/promos/mf-manifest.json': { body: fakeManifest('promos') },
      '/promos/remoteEntry.js': { body: 'var promos;' },
      '/promos/server/remoteEntry.js': { body: 'module.exports = {};' },
    });
    // The shell's own release check (no verifyRelease given): real fetches against the fake builds.
    shell = await startTestShell(await openPglite());
  });
  afterAll(async () => {
    await shell.close();
    await builds.close();
  });

  it.each([
    ['a build whose manifest answers 404', 'racing', '/gone/mf-manifest.json', /HTTP 404/],
    ["another remote's build", 'racing', '/promos/mf-manifest.json', /for "promos", not the racing/],
    [
      'a build on an incompatible contracts version',
      'racing',
      '/next-major/mf-manifest.json',
      /@sl\/contracts 1\.0\.0/,
    ],
  ])('refuses %s with 422 and the reason, and nothing changes', async (_what, remote, path, reason) => {
    const before = await audit();
    const response = await shell.call('PUT', `/admin/registry/${remote}`, {
      reason: 'test change',
      entry: url(path),
      version: 'bad',
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorAnswer;
    expect(body.error.code).toBe('RELEASE_REFUSED');
    expect(body.error.message).toMatch(reason);
    expect((await bootEntry(shell, remote))?.version).not.toBe('bad');
    expect(await audit()).toEqual(before);
  });

  it('puts a good build live and records its integrity in the history', async () => {
    const response = await shell.call('PUT', '/admin/registry/racing', {
      entry: url('/v2/mf-manifest.json'),
      version: 'v2',
      reason: 'spring meeting cards',
    });
    expect(response.status).toBe(200);
    expect((await bootEntry(shell, 'racing'))?.entry).toBe(url('/v2/mf-manifest.json'));
    expect((await history('racing'))[0]).toMatchObject({
      version: 'v2',
      integrity: SRI,
      verified: true,
      live: true,
      reason: 'spring meeting cards',
    });
    expect((await audit())[0]).toMatchObject({ action: 'set', reason: 'spring meeting cards' });
  });

  it('checks a festival window build too', async () => {
    const window = { from: '2027-03-10T00:00:00Z', to: '2027-03-14T00:00:00Z' };
    const bad = await shell.call('PUT', '/admin/registry/racing/schedule', {
      reason: 'test change',
      entry: url('/gone/mf-manifest.json'),
      ...window,
    });
    expect(bad.status).toBe(422);
    const good = await shell.call('PUT', '/admin/registry/racing/schedule', {
      reason: 'test change',
      entry: url('/v2/mf-manifest.json'),
      ...window,
    });
    expect(good.status).toBe(200);
    expect(((await good.json()) as RegistryRow).windowEntry).toBe(url('/v2/mf-manifest.json'));
  });

  it('skips the check only when asked with a reason, and the audit and history say so', async () => {
    const drill = { entry: url('/never-built/mf-manifest.json'), version: 'drill', skipVerify: true };
    const unexplained = await shell.call('PUT', '/admin/registry/football', drill);
    expect(unexplained.status).toBe(400);
    expect(((await unexplained.json()) as ErrorAnswer).error.message).toMatch(/needs a reason/);

    const response = await shell.call('PUT', '/admin/registry/football', {
      ...drill,
      reason: 'hanging drill',
    });
    expect(response.status).toBe(200);
    expect((await audit())[0]).toMatchObject({
      remote: 'football',
      action: 'set-unverified',
      reason: 'hanging drill',
    });
    expect((await history('football'))[0]).toMatchObject({
      version: 'drill',
      verified: false,
      integrity: null,
    });
  });
});

/** Every build passes here: these tests are about which version a rollback picks. */
const acceptAnyBuild: ReleaseVerifier = async (_remote, manifestUrl) => ({
  remoteEntry: new URL('remoteEntry.js', manifestUrl).toString(),
  integrity: `sha384-${manifestUrl.length}`,
  contractsVersion: '0.1.0',
});

describe('release history: every version kept, rollback to the last good one or any earlier one', () => {
  let shell: TestShell;
  const build = (label: string) => `https://cdn.example/racing/${label}/mf-manifest.json`;
  const set = (label: string) =>
    shell.call('PUT', '/admin/registry/racing', {
      reason: 'test change',
      entry: build(label),
      version: label,
    });
  const rollback = async (body?: { to?: string; reason?: string }) => {
    const response = await shell.call('POST', '/admin/registry/racing/rollback', {
      reason: 'test change',
      ...body,
    });
    return { status: response.status, body: (await response.json()) as RegistryRow & ErrorAnswer };
  };
  const history = async () =>
    (await (await shell.call('GET', '/admin/registry/racing/history')).json()) as ReleaseRecord[];

  beforeAll(async () => {
    shell = await startTestShell(await openPglite(), {}, { verifyRelease: acceptAnyBuild });
    for (const label of ['v1', 'v2', 'v3']) expect((await set(label)).status).toBe(200);
  });
  afterAll(() => shell.close());

  it('keeps every version released, newest first, with who, when and integrity', async () => {
    const releases = await history();
    expect(releases.map((r) => [r.version, r.live])).toEqual([
      ['v3', true],
      ['v2', false],
      ['v1', false],
      ['local', false],
    ]);
    expect(releases[0]).toMatchObject({
      actor: 'rita@example.com',
      integrity: `sha384-${build('v3').length}`,
    });
    expect(releases[3]).toMatchObject({ actor: 'system', verified: false });
  });

  it('goes two steps back with two rollbacks in a row, not back and forth', async () => {
    const first = await rollback();
    expect(first.body).toMatchObject({ version: 'v2', previousVersion: 'v1' });
    const second = await rollback({ reason: 'v2 breaks the racecards too' });
    expect(second.body).toMatchObject({ version: 'v1', previousVersion: 'local' });
    expect((await bootEntry(shell, 'racing'))?.entry).toBe(build('v1'));
    const releases = await history();
    expect(releases.filter((r) => r.rolledBackAt !== null).map((r) => r.version)).toEqual(['v3', 'v2']);
    const audit = (await (await shell.call('GET', '/admin/registry/audit?limit=1')).json()) as AuditEntry[];
    expect(audit[0]).toMatchObject({ action: 'rollback', reason: 'v2 breaks the racecards too' });
  });

  it('skips rolled-back versions after a new release', async () => {
    expect((await set('v4')).status).toBe(200);
    expect((await rollback()).body.version).toBe('v1');
  });

  it('goes to any earlier version by its label, which counts as good again', async () => {
    const to = await rollback({ to: 'v3' });
    expect(to.status).toBe(200);
    expect(to.body.entry).toBe(build('v3'));
    const v3 = (await history()).find((r) => r.version === 'v3');
    expect(v3).toMatchObject({ live: true, rolledBackAt: null });
  });

  it('refuses a version never released (404) and the one already live (409)', async () => {
    expect((await rollback({ to: 'v99' })).status).toBe(404);
    expect((await rollback({ to: 'v3' })).status).toBe(409);
    expect((await bootEntry(shell, 'racing'))?.entry).toBe(build('v3'));
  });
});

describe('release history on a registry from before history was kept', () => {
  it('starts each remote with its previous and live entries, so rollback still goes back', async () => {
    const db = await openPglite();
    try {
      await migrate(db, registryMigrations.slice(0, 1));
      await db.query(
        `INSERT INTO remotes (name, entry, version, previous_entry, previous_version)
         VALUES ('racing', 'https://cdn.example/racing/v2/mf-manifest.json', 'v2',
                 'https://cdn.example/racing/v1/mf-manifest.json', 'v1')`,
      );
      await migrate(db, registryMigrations);
      const repo = new RegistryRepository(db);
      expect((await repo.history('racing', 10)).map((r) => [r.version, r.live])).toEqual([
        ['v2', true],
        ['v1', false],
      ]);
      expect(await repo.rollback('racing', 'test')).toMatchObject({ version: 'v1', previousEntry: null });
    } finally {
      await db.close();
    }
  });
});
