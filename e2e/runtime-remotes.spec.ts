import type { Page } from '@playwright/test';
import type { RunningSite } from '../scripts/src/start/site';
import { cspViolations, seriousViolations, watchCspViolations } from './support/checks';
import type { ReleaseSession } from './support/release-session';
import { countReactRenderers, expect, test as siteTest } from './support/site';
import { AVERAGES_PATH, PLAYER_AVERAGES, startStatsRemote, type StatsRemote } from './support/stats-remote';

/**
 * Remotes registered at runtime: a release manager registers the stats desk, a remote built by another team that
 * the shell's code has never heard of (e2e/fixtures/stats-remote), and the next page load serves its section and
 * forwards its API, with no shell release.
 *
 * The stats desk's server is a worker fixture: a worker fixture of this file's own puts these tests in a worker,
 * and so on a site, of their own. A registration cannot be taken back, and the other files' tests count the site's
 * remotes (the release console's four).
 */
const test = siteTest.extend<object, { statsRemote: StatsRemote }>({
  statsRemote: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const remote = await startStatsRemote();
      await use(remote);
      await remote.close();
    },
    { scope: 'worker' },
  ],
});

const NAME = 'statsdesk';
const SECTION = '/stats-desk';

interface RegistrationBody {
  scope: string;
  entry: string;
  version: string;
  routes: { path: string; module: string; label: string }[];
  api?: { prefix: string; upstream: string };
  reason: string;
}

const registration = (remote: StatsRemote, changes: Partial<RegistrationBody> = {}): RegistrationBody => ({
  scope: NAME,
  entry: `${remote.origin}/mf-manifest.json`,
  version: '1.0.0',
  routes: [{ path: SECTION, module: 'StatsApp', label: 'Stats desk' }],
  api: { prefix: `/api/${NAME}`, upstream: remote.apiUpstream },
  reason: 'e2e: the stats desk goes live',
  ...changes,
});

/** Calls the shell's admin API as the signed-in release manager. */
const adminCall = (
  site: RunningSite,
  session: ReleaseSession,
  method: 'PUT' | 'POST',
  path: string,
  body: unknown,
) =>
  fetch(`${site.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${session.accessToken()}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });

/** The HTTP status the site answers for a path (no browser: what a crawler or a deep link gets). */
const statusOf = async (site: RunningSite, path: string) => (await fetch(`${site.url}${path}`)).status;

const errorMessage = async (response: Response) =>
  ((await response.json()) as { error?: { message?: string } }).error?.message ?? '';

/** The stats desk's section as the shell renders it: the heading and every player from the fixture's API. */
async function expectStatsDesk(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Darts stats desk' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Three-dart averages' });
  await expect(table.getByRole('row')).toHaveCount(PLAYER_AVERAGES.length + 1);
  for (const player of PLAYER_AVERAGES)
    await expect(table.getByRole('row', { name: new RegExp(player.name) })).toContainText(
      player.average.toFixed(2),
    );
}

test.describe.configure({ mode: 'serial' });

test.describe('remotes registered at runtime', () => {
  test('before registration the site knows neither the section nor its API', async ({ page, site }) => {
    const response = await page.goto(`${site.url}${SECTION}`);
    expect(response?.status()).toBe(404);
    expect(await statusOf(site, `${SECTION}/anything`)).toBe(404);
    const api = await page.request.get(`${site.url}${AVERAGES_PATH}`);
    expect(api.status()).toBe(404);
  });

  test('a release manager registers the stats desk, and the next page load serves its section and forwards its API', async ({
    browser,
    site,
    releaseSession,
    statsRemote,
  }) => {
    // The fixture is served as the second team would serve it.
    const manifest = (await (await fetch(`${statsRemote.origin}/mf-manifest.json`)).json()) as {
      name: string;
    };
    expect(manifest.name).toBe(NAME);

    const registered = await adminCall(
      site,
      releaseSession,
      'PUT',
      `/admin/registry/${NAME}/registration`,
      registration(statsRemote),
    );
    expect(registered.status, await registered.clone().text()).toBe(200);
    expect(await registered.json()).toMatchObject({
      name: NAME,
      scope: NAME,
      routes: [{ path: SECTION, module: 'StatsApp', label: 'Stats desk' }],
      apiPrefix: `/api/${NAME}`,
      enabled: true,
    });
    await expect.poll(() => statusOf(site, SECTION)).toBe(200);

    // The gateway forwards the registered prefix, path unchanged, to the stats desk's API.
    const api = await fetch(`${site.url}${AVERAGES_PATH}`);
    expect(api.status).toBe(200);
    expect(await api.json()).toEqual({ players: PLAYER_AVERAGES });

    // A new visitor: the federated module loads through the registry, on the page's one React, within its CSP.
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await countReactRenderers(page);
      await watchCspViolations(page);
      const response = await page.goto(`${site.url}${SECTION}`);
      expect(response?.status()).toBe(200);
      await expectStatsDesk(page);
      await expect(page.getByTestId('stats-desk')).toHaveAttribute('data-remote', NAME);
      expect(await seriousViolations(page, 'main')).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
      const renderers = await page.evaluate(
        () =>
          (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
            .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
      );
      expect(renderers).toBe(1);

      // A deep link below the section is the section's too.
      const deep = await page.goto(`${site.url}${SECTION}/anything`);
      expect(deep?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Darts stats desk' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('disabled, the section and its API are gone on the next load; enabled, they are back', async ({
    page,
    site,
    releaseSession,
  }) => {
    const disabled = await adminCall(site, releaseSession, 'POST', `/admin/registry/${NAME}/disable`, {
      reason: 'e2e: the stats desk switched off',
    });
    expect(disabled.status, await disabled.clone().text()).toBe(200);
    expect(await disabled.json()).toMatchObject({ name: NAME, enabled: false });
    await expect.poll(() => statusOf(site, SECTION)).toBe(404);
    const response = await page.goto(`${site.url}${SECTION}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Darts stats desk' })).toHaveCount(0);
    const api = await fetch(`${site.url}${AVERAGES_PATH}`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/application\/json/);
    expect(await errorMessage(api)).not.toBe('');

    const enabled = await adminCall(site, releaseSession, 'POST', `/admin/registry/${NAME}/enable`, {
      reason: 'e2e: the stats desk back on',
    });
    expect(enabled.status, await enabled.clone().text()).toBe(200);
    expect(await enabled.json()).toMatchObject({ name: NAME, enabled: true });
    await expect.poll(() => statusOf(site, SECTION)).toBe(200);
    expect((await fetch(`${site.url}${AVERAGES_PATH}`)).status).toBe(200);
    await page.goto(`${site.url}${SECTION}`);
    await expectStatsDesk(page);
  });

  test('a route another section has, or a build of another scope, is refused and the stats desk stays as it was', async ({
    page,
    site,
    releaseSession,
    statsRemote,
    release,
  }) => {
    const register = (body: RegistrationBody) =>
      adminCall(site, releaseSession, 'PUT', `/admin/registry/${NAME}/registration`, body);

    const collision = await register(
      registration(statsRemote, {
        routes: [{ path: '/racing', module: 'StatsApp', label: 'Racing stats' }],
        reason: 'e2e: a route racing has',
      }),
    );
    expect(collision.status).toBe(400);
    expect(await errorMessage(collision)).toContain('/racing');

    // The release CLI is refused the same, through the same API, and says why.
    await expect(
      release(
        'register',
        NAME,
        `${statsRemote.origin}/mf-manifest.json`,
        '--scope',
        NAME,
        '--label',
        '1.0.0',
        '--routes',
        '/racing=StatsApp:Racing stats',
        '--api',
        `/api/${NAME}=${statsRemote.apiUpstream}`,
        '--reason',
        'e2e: a route racing has, from the CLI',
      ),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('/racing') });

    // Another team's build (the promos remote's manifest) is not a build of a new remote's scope.
    const otherScope = await adminCall(
      site,
      releaseSession,
      'PUT',
      '/admin/registry/statsdesk-two/registration',
      {
        ...registration(statsRemote, {
          scope: 'statsdeskTwo',
          entry: `${site.origin('promos')}/mf-manifest.json`,
          routes: [{ path: '/stats-desk-two', module: 'StatsApp', label: 'Stats desk two' }],
          reason: 'e2e: the wrong manifest',
        }),
        api: undefined,
      },
    );
    expect(otherScope.status).toBe(422);
    expect(await errorMessage(otherScope)).toMatch(
      /the manifest is for "promos", not the statsdeskTwo remote/,
    );

    // A build whose section throws as soon as it is loaded is valid JavaScript: the release check loads every
    // exposed module in headless Chromium, in the site's own page, and refuses it with the module's error.
    const broken = await adminCall(site, releaseSession, 'PUT', `/admin/registry/${NAME}`, {
      entry: `${statsRemote.origin}/broken/mf-manifest.json`,
      version: '1.0.1',
      reason: 'e2e: a build that throws when loaded',
    });
    expect(broken.status).toBe(422);
    expect(await errorMessage(broken)).toMatch(
      /an exposed module failed in a browser: StatsApp: .*the stats desk failed to start: no season configured/,
    );

    // Neither refusal changed what is live.
    const response = await page.goto(`${site.url}${SECTION}`);
    expect(response?.status()).toBe(200);
    await expectStatsDesk(page);
    expect(await statusOf(site, '/racing')).toBe(200);
  });
});
