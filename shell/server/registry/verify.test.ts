import { createHash } from 'node:crypto';
import { fakeManifest, startFakeBuilds, type FakeBuilds } from '../test-support/fake-builds';
import { breakingPart, releaseVerifier, shellContractsVersion } from './verify';

const ENTRY = 'var racing; /* a remote entry */';
const SERVER_ENTRY = 'module.exports = { get() {}, init() {} }; /* its server half */';
/** A build with two exposed modules sharing a chunk; `skip` leaves a file out, `cut` truncates one. */
function withModules(dir: string, damage: { skip?: string; cut?: string; status?: number }) {
  const exposes = {
    RacingApp: { sync: ['__federation_expose_RacingApp.aaa.js'], async: ['77.bbb.js'] },
    RacingHome: { sync: ['__federation_expose_RacingHome.ccc.js'], async: ['77.bbb.js'] },
  };
  const files: Record<string, { status?: number; body: string }> = {
    [`${dir}/mf-manifest.json`]: { body: fakeManifest('racing', { exposes }) },
    [`${dir}/remoteEntry.js`]: { body: ENTRY },
    [`${dir}/server/remoteEntry.js`]: { body: SERVER_ENTRY },
  };
  for (const name of [
    '__federation_expose_RacingApp.aaa.js',
    '__federation_expose_RacingHome.ccc.js',
    '77.bbb.js',
  ]) {
    if (name === damage.skip) continue;
    const body = `(self.chunks = self.chunks || []).push([["${name}"], { 1: function () { return 1; } }]);`;
    files[`${dir}/${name}`] =
      name === damage.cut ? { body: body.slice(0, 40) } : { status: damage.status, body };
  }
  return files;
}

/** The shell's own contracts version, which the fake builds are built on unless a test says otherwise. */
const CONTRACTS = shellContractsVersion();
const [MAJOR, MINOR] = CONTRACTS.split('.').map(Number) as [number, number];
/** A later patch of the shell's contracts (compatible), and the next minor (breaking, as this is 0.x). */
const PATCH_LATER = `${MAJOR}.${MINOR}.97`;
const NEXT_MINOR = `${MAJOR}.${MINOR + 1}.0`;
const escaped = (version: string) => version.replaceAll('.', '\\.');

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

describe('the release check', () => {
  let builds: FakeBuilds;
  // Patient where the fake server answers (a loaded CI machine was once slower than half a second), hasty only
  // where it never will.
  const verify = releaseVerifier({ timeoutMs: 10_000, contractsVersion: CONTRACTS });
  const hasty = releaseVerifier({ timeoutMs: 500, contractsVersion: CONTRACTS });
  const refusal = async (remote: string, path: string, check = verify) => {
    const error = (await check(remote, `${builds.origin}${path}`).then(
      () => null,
      (e: unknown) => e,
    )) as { statusCode?: number; message?: string } | null;
    expect(error?.statusCode).toBe(422);
    return error?.message ?? '';
  };

  beforeAll(async () => {
    builds = await startFakeBuilds({
      '/good/mf-manifest.json': { body: fakeManifest('racing') },
      '/good/remoteEntry.js': { body: ENTRY },
      '/good/server/remoteEntry.js': { body: SERVER_ENTRY },
      '/nested/mf-manifest.json': { body: fakeManifest('racing', { entryPath: 'js' }) },
      '/nested/js/remoteEntry.js': { body: ENTRY },
      '/nested/server/remoteEntry.js': { body: SERVER_ENTRY },
      '/patch/mf-manifest.json': { body: fakeManifest('racing', { contracts: PATCH_LATER }) },
      '/patch/remoteEntry.js': { body: ENTRY },
      '/patch/server/remoteEntry.js': { body: SERVER_ENTRY },
      '/gone/mf-manifest.json': { status: 404, body: 'no' },
      '/html/mf-manifest.json': { body: '<html>not json</html>' },
      '/plain/mf-manifest.json': { body: '{"hello":"world"}' },
      '/no-entry/mf-manifest.json': { body: fakeManifest('racing') },
      '/entry-error/mf-manifest.json': { body: fakeManifest('racing') },
      '/entry-error/remoteEntry.js': { status: 500, body: 'boom' },
      '/minor/mf-manifest.json': { body: fakeManifest('racing', { contracts: NEXT_MINOR }) },
      '/minor/remoteEntry.js': { body: ENTRY },
      '/none/mf-manifest.json': { body: fakeManifest('racing', { contracts: null }) },
      '/none/remoteEntry.js': { body: ENTRY },
      '/hang/mf-manifest.json': 'hang',
      '/entry-hang/mf-manifest.json': { body: fakeManifest('racing') },
      '/entry-hang/remoteEntry.js': 'hang',
      '/broken-entry/mf-manifest.json': { body: fakeManifest('racing') },
      '/broken-entry/remoteEntry.js': { body: 'var racing = {; /* cut off mid-upload' },
      '/no-server/mf-manifest.json': { body: fakeManifest('racing') },
      '/no-server/remoteEntry.js': { body: ENTRY },
      '/server-cut/mf-manifest.json': { body: fakeManifest('racing') },
      '/server-cut/remoteEntry.js': { body: ENTRY },
      '/server-cut/server/remoteEntry.js': { body: SERVER_ENTRY.slice(0, 30) },
      ...withModules('/modules', {}),
      ...withModules('/chunk-missing', { skip: '77.bbb.js' }),
      ...withModules('/chunk-cut', { cut: '__federation_expose_RacingApp.aaa.js' }),
      ...withModules('/chunk-error', { status: 503 }),
    });
  });
  afterAll(() => builds.close());

  it('passes a good build and records its remote entry with its SRI hash', async () => {
    await expect(verify('racing', `${builds.origin}/good/mf-manifest.json`)).resolves.toEqual({
      remoteEntry: `${builds.origin}/good/remoteEntry.js`,
      integrity: sri(ENTRY),
      contractsVersion: CONTRACTS,
    });
    expect((await verify('racing', `${builds.origin}/nested/mf-manifest.json`)).remoteEntry).toBe(
      `${builds.origin}/nested/js/remoteEntry.js`,
    );
    expect((await verify('racing', `${builds.origin}/patch/mf-manifest.json`)).contractsVersion).toBe(
      PATCH_LATER,
    );
  });

  it('loads every file of every exposed module, shared chunks once, and passes a sound build', async () => {
    const fetched: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      fetched.push(new URL(String(input)).pathname);
      return original(input, init);
    };
    try {
      await expect(verify('racing', `${builds.origin}/modules/mf-manifest.json`)).resolves.toMatchObject({
        integrity: sri(ENTRY),
      });
    } finally {
      globalThis.fetch = original;
    }
    expect(fetched.sort()).toEqual([
      '/modules/77.bbb.js',
      '/modules/__federation_expose_RacingApp.aaa.js',
      '/modules/__federation_expose_RacingHome.ccc.js',
      '/modules/mf-manifest.json',
      '/modules/remoteEntry.js',
      '/modules/server/remoteEntry.js',
    ]);
  });

  it.each([
    [
      'a remote entry cut off mid-upload',
      '/broken-entry/mf-manifest.json',
      /remoteEntry\.js is not valid JavaScript/,
    ],
    [
      'a build with no server half, which the shell renders pages with',
      '/no-server/mf-manifest.json',
      /its server build .*\/no-server\/server\/remoteEntry\.js answered HTTP 404/,
    ],
    [
      'a server half cut off mid-upload',
      '/server-cut/mf-manifest.json',
      /its server build .*\/server-cut\/server\/remoteEntry\.js is not valid JavaScript/,
    ],
    [
      'a chunk an exposed module needs that is missing',
      '/chunk-missing/mf-manifest.json',
      /exposed module cannot load: Racing(App|Home): .*77\.bbb\.js answered HTTP 404/,
    ],
    [
      'an exposed module cut off mid-upload',
      '/chunk-cut/mf-manifest.json',
      /RacingApp: .*__federation_expose_RacingApp\.aaa\.js is not valid JavaScript/,
    ],
    ['an exposed module whose server fails', '/chunk-error/mf-manifest.json', /answered HTTP 503/],
  ])('refuses %s, naming the module and the file', async (_what, path, reason) => {
    expect(await refusal('racing', path)).toMatch(reason);
  });

  it.each([
    ['a manifest that answers 404', 'racing', '/gone/mf-manifest.json', /manifest answered HTTP 404/],
    ['a manifest that is not JSON', 'racing', '/html/mf-manifest.json', /not JSON/],
    ['JSON that is no federation manifest', 'racing', '/plain/mf-manifest.json', /not a module federation/],
    ["another remote's manifest", 'football', '/good/mf-manifest.json', /for "racing", not the football/],
    [
      'a remote entry that is missing',
      'racing',
      '/no-entry/mf-manifest.json',
      /remoteEntry\.js answered HTTP 404/,
    ],
    ['a remote entry that fails', 'racing', '/entry-error/mf-manifest.json', /answered HTTP 500/],
    [
      'an incompatible contracts version',
      'racing',
      '/minor/mf-manifest.json',
      new RegExp(`@sl/contracts ${escaped(NEXT_MINOR)}.*${escaped(CONTRACTS)}`),
    ],
    ['no declared contracts version', 'racing', '/none/mf-manifest.json', /declares no @sl\/contracts/],
  ])('refuses %s with a 422 and the reason', async (_what, remote, path, reason) => {
    expect(await refusal(remote, path)).toMatch(reason);
  });

  it.each([
    ['a manifest that never answers', '/hang/mf-manifest.json', /no answer within 0\.5 s/],
    ['a remote entry that never answers', '/entry-hang/mf-manifest.json', /entry .* no answer/],
  ])('refuses %s once its time-out passes, with a 422 and the reason', async (_what, path, reason) => {
    expect(await refusal('racing', path, hasty)).toMatch(reason);
  });

  it('refuses a server nobody listens on', async () => {
    const closed = await startFakeBuilds();
    const url = `${closed.origin}/mf-manifest.json`;
    await closed.close();
    await expect(verify('racing', url)).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringMatching(/could not be fetched/),
    });
  });

  it('reads compatibility as caret ranges do: the major, or the minor of a 0.x version', () => {
    expect(breakingPart('1.4.2')).toBe(breakingPart('1.0.0'));
    expect(breakingPart('2.0.0')).not.toBe(breakingPart('1.9.9'));
    expect(breakingPart('0.1.9')).toBe(breakingPart('0.1.0'));
    expect(breakingPart('0.2.0')).not.toBe(breakingPart('0.1.0'));
    expect(breakingPart('latest')).toBeNull();
    expect(shellContractsVersion()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('hands a sound build to the browser check with its scope, manifest and every exposed module, and refuses what it finds', async () => {
    const asked: unknown[] = [];
    const manifestUrl = `${builds.origin}/modules/mf-manifest.json`;
    const passing = releaseVerifier({
      timeoutMs: 10_000,
      contractsVersion: CONTRACTS,
      browserCheck: async (input) => {
        asked.push(input);
        return null;
      },
    });
    await expect(passing('racing', manifestUrl)).resolves.toMatchObject({ integrity: sri(ENTRY) });
    expect(asked).toEqual([{ scope: 'racing', manifestUrl, modules: ['RacingApp', 'RacingHome'] }]);

    const failing = releaseVerifier({
      timeoutMs: 10_000,
      contractsVersion: CONTRACTS,
      browserCheck: async () => 'RacingHome: Cannot read properties of undefined',
    });
    expect(await refusal('racing', '/modules/mf-manifest.json', failing)).toMatch(
      /an exposed module failed in a browser: RacingHome: Cannot read properties of undefined/,
    );
    // A build the compile step refuses never reaches the browser.
    asked.length = 0;
    expect(await refusal('racing', '/chunk-missing/mf-manifest.json', passing)).toMatch(/cannot load/);
    expect(asked).toEqual([]);
  });

  it("answers 503, refusing nothing and putting nothing live, when the check's own browser cannot run", async () => {
    const broken = releaseVerifier({
      timeoutMs: 10_000,
      contractsVersion: CONTRACTS,
      browserCheck: async () => {
        throw new Error('browserType.launch: Failed to launch chromium\nlong log');
      },
    });
    await expect(broken('racing', `${builds.origin}/modules/mf-manifest.json`)).rejects.toMatchObject({
      statusCode: 503,
      message: expect.stringMatching(
        /browser could not run \(browserType.launch: Failed to launch chromium\);/,
      ),
    });
  });
});
