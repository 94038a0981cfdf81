import type { BootConfig, RegistryRow } from '@sl/contracts';
import type { AuditEntry, ReleaseRecord } from '@sl/contracts/release';
import { openPglite } from '@sl/server-kit';
import { fakeManifest, startFakeBuilds, type FakeBuilds } from '../test-support/fake-builds';
import { startTestShell, type TestShell } from '../test-support/test-shell';

type ErrorAnswer = { error: { code: string; message: string } };

const AVERAGES = '{"players":[{"name":"Luke Littler","average":101.4}]}';

/**
 * A remote the shell's code has never heard of, registered at runtime through the admin API: its pages, its boot
 * entry, its sections and its API go live on the next request, and off with its switch. The release check is the
 * real one, against fake builds over HTTP; the API upstream is a real server too.
 */
describe('remotes registered at runtime', () => {
  let shell: TestShell;
  let builds: FakeBuilds;
  let api: FakeBuilds;
  let registration: Record<string, unknown>;

  beforeAll(async () => {
    builds = await startFakeBuilds({
      '/stats/1.0.0/mf-manifest.json': { body: fakeManifest('statsdesk') },
      '/stats/1.0.0/remoteEntry.js': { body: 'var statsdesk;' },
      '/stats/1.0.0/server/remoteEntry.js': { body: 'module.exports = {};' },
      '/other/mf-manifest.json': { body: fakeManifest('somebody') },
      '/other/remoteEntry.js': { body: 'var somebody;' },
      '/other/server/remoteEntry.js': { body: 'module.exports = {};' },
    });
    api = await startFakeBuilds({ '/api/stats-desk/v1/averages': { body: AVERAGES } });
    shell = await startTestShell(await openPglite());
    registration = {
      scope: 'statsdesk',
      entry: `${builds.origin}/stats/1.0.0/mf-manifest.json`,
      version: '1.0.0',
      routes: [{ path: '/stats-desk', module: 'StatsApp', label: 'Stats desk' }],
      api: { prefix: '/api/stats-desk', upstream: api.origin },
      reason: 'the stats team goes live',
    };
  });
  afterAll(async () => {
    await shell.close();
    await builds.close();
    await api.close();
  });

  const page = (path: string) => fetch(`${shell.base}${path}`);
  const bootOf = async (path: string) => {
    const html = await (await page(path)).text();
    const json = /<script id="sl-boot" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    return JSON.parse(json ?? 'null') as BootConfig;
  };
  const register = (name: string, body: Record<string, unknown>) =>
    shell.call('PUT', `/admin/registry/${name}/registration`, body);

  it('has no page and no API for it before it is registered', async () => {
    expect((await page('/stats-desk')).status).toBe(404);
    const answer = await page('/api/stats-desk/v1/averages');
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as ErrorAnswer).error.code).toBe('NOT_FOUND');
  });

  it.each([
    [
      'a route the site has',
      { routes: [{ path: '/racing', module: 'StatsApp', label: 'x' }] },
      /racing is the site's own/,
    ],
    [
      'a route of two segments',
      { routes: [{ path: '/a/b', module: 'StatsApp', label: 'x' }] },
      /one lower-case segment/,
    ],
    [
      'a module that is no name',
      { routes: [{ path: '/stats-desk', module: 'x()', label: 'x' }] },
      /exposed module/,
    ],
    [
      'an API prefix of another',
      { api: { prefix: '/api/racing', upstream: 'http://a.internal' } },
      /can only be \/api\/stats-desk/,
    ],
    [
      'an upstream with a path',
      { api: { prefix: '/api/stats-desk', upstream: 'http://a.internal/x' } },
      /origin only/,
    ],
    [
      'an upstream that is not http',
      { api: { prefix: '/api/stats-desk', upstream: 'file:///etc' } },
      /http or https/,
    ],
    ['a scope that is no identifier', { scope: 'stats-desk' }, /not a module federation scope/],
    ['no reason', { reason: undefined }, /reason/i],
  ])('refuses %s with 400 and a message, writing nothing', async (_what, change, message) => {
    const response = await register('stats-desk', { ...registration, ...change });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorAnswer).error.message).toMatch(message);
    expect(((await (await shell.call('GET', '/admin/registry')).json()) as RegistryRow[]).length).toBe(4);
  });

  it('refuses a built-in remote, and a build whose manifest is another scope (the release check, 422)', async () => {
    const builtIn = await register('racing', registration);
    expect(builtIn.status).toBe(400);
    expect(((await builtIn.json()) as ErrorAnswer).error.message).toMatch(/racing is built into the shell/);
    const wrong = await register('stats-desk', {
      ...registration,
      entry: `${builds.origin}/other/mf-manifest.json`,
    });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as ErrorAnswer).error.message).toMatch(
      /"somebody", not the statsdesk remote/,
    );
  });

  it('registers it with its first release, audited under the person with the reason', async () => {
    const response = await register('stats-desk', registration);
    expect(response.status).toBe(200);
    expect((await response.json()) as RegistryRow).toMatchObject({
      name: 'stats-desk',
      scope: 'statsdesk',
      routes: [{ path: '/stats-desk', module: 'StatsApp', label: 'Stats desk' }],
      apiPrefix: '/api/stats-desk',
      apiUpstream: api.origin,
      version: '1.0.0',
      enabled: true,
    });
    const [audit] = (await (await shell.call('GET', '/admin/registry/audit?limit=1')).json()) as AuditEntry[];
    expect(audit).toMatchObject({
      remote: 'stats-desk',
      action: 'register',
      actor: 'rita@example.com',
      reason: 'the stats team goes live',
      before: null,
    });
    const [release] = (await (
      await shell.call('GET', '/admin/registry/stats-desk/history')
    ).json()) as ReleaseRecord[];
    expect(release).toMatchObject({ version: '1.0.0', verified: true, live: true });
    expect(release?.integrity).toMatch(/^sha384-/);
  });

  it('serves its section as pages, hands its entry and sections to the browser, and lets the page load it', async () => {
    for (const path of ['/stats-desk', '/stats-desk/players/luke-littler'])
      expect((await page(path)).status).toBe(200);
    const boot = await bootOf('/stats-desk');
    expect(boot.remotes.find((remote) => remote.name === 'stats-desk')).toEqual({
      name: 'stats-desk',
      scope: 'statsdesk',
      entry: `${builds.origin}/stats/1.0.0/mf-manifest.json`,
      version: '1.0.0',
    });
    expect(boot.sections).toEqual([
      { remote: 'stats-desk', path: '/stats-desk', module: 'StatsApp', label: 'Stats desk' },
    ]);
    const csp = (await page('/stats-desk')).headers.get('content-security-policy') ?? '';
    expect(/script-src [^;]*/.exec(csp)?.[0]).toContain(builds.origin);
    // A neighbour of its path is still nobody's.
    expect((await page('/stats-deskx')).status).toBe(404);
  });

  it('forwards its API to its upstream through the gateway', async () => {
    const answer = await page('/api/stats-desk/v1/averages');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(AVERAGES);
  });

  it('takes its pages and API off with its switch, and back with it', async () => {
    expect(
      (await shell.call('POST', '/admin/registry/stats-desk/disable', { reason: 'bad data' })).status,
    ).toBe(200);
    expect((await page('/stats-desk')).status).toBe(404);
    expect((await bootOf('/')).sections).toEqual([]);
    const off = await page('/api/stats-desk/v1/averages');
    expect(off.status).toBe(404);
    expect(((await off.json()) as ErrorAnswer).error.code).toBe('REMOTE_DISABLED');
    expect((await shell.call('POST', '/admin/registry/stats-desk/enable', { reason: 'fixed' })).status).toBe(
      200,
    );
    expect((await page('/stats-desk')).status).toBe(200);
    expect((await page('/api/stats-desk/v1/averages')).status).toBe(200);
  });

  it('changes its sections when registered again, refuses another entry there, and keeps its routes its own', async () => {
    const routes = [
      { path: '/stats-desk', module: 'StatsApp', label: 'Stats desk' },
      { path: '/darts-data', module: 'DataApp', label: 'Darts data' },
    ];
    // The live build is not fetched again: its server may be gone by now.
    builds.serve('/stats/1.0.0/mf-manifest.json', { status: 404, body: 'gone' });
    const again = await register('stats-desk', { ...registration, routes, reason: 'a second section' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as RegistryRow).routes).toEqual(routes);
    expect((await page('/darts-data')).status).toBe(200);
    const [audit] = (await (await shell.call('GET', '/admin/registry/audit?limit=1')).json()) as AuditEntry[];
    expect(audit).toMatchObject({
      action: 're-register',
      before: { routes: [routes[0]] },
      after: { routes },
    });

    const otherEntry = await register('stats-desk', {
      ...registration,
      entry: `${builds.origin}/x/mf-manifest.json`,
    });
    expect(otherEntry.status).toBe(409);
    expect(((await otherEntry.json()) as ErrorAnswer).error.message).toMatch(
      /with set or rollout, not register/,
    );

    const otherScope = await register('stats-desk', { ...registration, scope: 'statsdeskTwo' });
    expect(otherScope.status).toBe(409);
    expect(((await otherScope.json()) as ErrorAnswer).error.message).toBe(
      "stats-desk's builds are named statsdesk: a registered remote keeps its scope",
    );

    const squatter = await register('squatter', {
      ...registration,
      scope: 'squatter',
      api: undefined,
      routes: [{ path: '/darts-data', module: 'SquatApp', label: 'Squat' }],
    });
    expect(squatter.status).toBe(400);
    expect(((await squatter.json()) as ErrorAnswer).error.message).toBe(
      "The route /darts-data is the stats-desk remote's already",
    );
  });
});
