import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test as base, type Page } from '@playwright/test';
import { freePorts, startSite, type RunningSite } from '../../scripts/src/start/site';
import { ROOT } from '../../scripts/src/start/packages';
import { fillProviderLogin } from './provider-login';
import { signInReleaseCli, type ReleaseSession } from './release-session';

export { fillProviderLogin };

const run = promisify(execFile);

/** The shell's /metrics token on the test sites (METRICS_TOKEN): the scrape answers 401 without it. */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token';

export interface SiteFixture {
  site: RunningSite;
  /** The release CLI signed in, through the site's identity provider, as the demo release manager. */
  releaseSession: ReleaseSession;
  /** Runs `npm run release -- <args>` against this site, as that release manager. */
  release: (...args: string[]) => Promise<string>;
}

/** One real site per worker, on free ports with its own data folder, started by the `npm start` code. */
export const test = base.extend<object, SiteFixture>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const [shell, racing, football, promos, account] = await freePorts(5);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'sl-e2e-'));
      const site = await startSite({
        dataDir,
        ports: { shell, racing, football, promos, account },
        env: {
          METRICS_TOKEN: E2E_METRICS_TOKEN,
          LOG_LEVEL: 'warn',
          // A rollout is judged after 3 pages of its version, so a browser test can break one in a few visits.
          ROLLOUT_MIN_PAGES: '3',
          // Two sites and their browsers share two cores here: a server render of the football page's 150 KB day
          // can take longer than the production budget (1 s), and the tests of server-rendered content would see
          // the browser's part instead. The budget's own behaviour is tested (server-render.spec.ts) at this one.
          SERVER_RENDER_BUDGET_MS: '3000',
        },
        logs: path.join(dataDir, 'logs'),
        // On a loaded machine a service can need longer than the default 90 s to answer /readyz.
        readyTimeoutMs: Number(process.env.E2E_READY_TIMEOUT_MS) || undefined,
      });
      await use(site);
      await site.stop();
    },
    // Two sites start together when two workers begin: on two cores that can take minutes.
    { scope: 'worker', timeout: 360_000 },
  ],
  releaseSession: [
    async ({ site, browser }, use) => {
      const session = await signInReleaseCli(browser, site.env);
      if (session.code !== 0) throw new Error(`the release CLI could not sign in: ${session.output}`);
      await use(session);
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  release: [
    async ({ site, releaseSession }, use) => {
      await use(async (...args: string[]) => {
        const { stdout } = await run('npm', ['run', '--silent', 'release', '--', ...args], {
          cwd: ROOT,
          env: { ...process.env, ...site.env, SL_RELEASE_CREDENTIALS: releaseSession.credentials },
        });
        return stdout;
      });
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';

/** Counts React renderers that register with the devtools hook: two copies of react-dom would make two. */
export async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers = new Map<number, { version?: string }>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        supportsFiber: true,
        renderers,
        inject(renderer: { version?: string }) {
          const id = renderers.size + 1;
          renderers.set(id, renderer);
          return id;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
}

/** Local demo members seeded by the account service (see mfe-account/README.md). */
export const DEMO_MEMBERS = {
  free: { email: 'free@example.com', password: 'free-member-1', name: 'Freddie Free' },
  plus: { email: 'plus@example.com', password: 'plus-member-1', name: 'Priya Plus' },
  excluded: { email: 'excluded@example.com', password: 'excluded-member-1', name: 'Sam Excluded' },
  part: { email: 'part@example.com', password: 'part-member-1', name: 'Pat Partial' },
  migrated: { email: 'migrated@example.com', password: 'migrated-member-1', name: 'Mo Migrated' },
  maintenance: {
    email: 'maintenance@example.com',
    password: 'maintenance-member-1',
    name: 'Max Maintenance',
  },
} as const;

/**
 * Waits until every part of the page runs in the browser: the server's HTML is on screen before the page's scripts
 * have run. A tap then is held and replayed once they have, but keys pressed and text typed are not. The shell marks
 * the page `data-hydrated` when it has, and each slot says `loaded` once its module has hydrated or rendered.
 */
export async function untilInteractive(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.locator('[data-slot-state="loading"]')).toHaveCount(0);
}

/** Waits until the shell has finished sign-in: a verified id token is kept in session storage. */
export async function waitForSignedIn(page: Page) {
  await page.waitForFunction(
    () => !!sessionStorage.getItem('oauth_id_token') && !location.pathname.startsWith('/oauth/'),
  );
}

/**
 * Marks the promotion pop-up as just seen, so a test about something else is not covered by the welcome offer
 * (the promos tests, which test the pop-up, do not call this).
 */
export async function suppressPromotionPopUp(page: Page) {
  await page.addInitScript(() => {
    const seen = { timesSeen: 1, lastSeen: Date.now() };
    localStorage.setItem('promotionSeen', JSON.stringify({ firstReg: seen, partReg: seen }));
  });
}

/**
 * Answers the cookie banner as a visitor who accepts functional storage, before the page loads: for tests of
 * preferences that must survive a reload (without consent they live in memory only, by design).
 */
export async function acceptFunctionalCookies(page: Page) {
  await page.addInitScript(() => {
    if (localStorage.getItem('sl-consent')) return;
    const record = {
      version: 1,
      date: new Date().toISOString(),
      categories: { functional: true, analytics: false },
    };
    localStorage.setItem('sl-consent', JSON.stringify(record));
  });
}

/**
 * Opens the AMP sign-in route, which sends the browser on to the provider's login page as soon as the shell starts:
 * often before the route's own load event, so a goto that waited for that event was aborted by the redirect.
 * Resolves on the provider's page.
 */
export async function openAmpSignIn(page: Page, origin: string, returnUri: string) {
  await page.goto(`${origin}/amp/?returnUri=${encodeURIComponent(returnUri)}`, { waitUntil: 'commit' });
  await page.waitForURL((url) => !url.pathname.startsWith('/amp/'));
}

/** Signs in for real through the provider's login page (starting from the AMP sign-in route), back on returnPath. */
export async function signIn(page: Page, origin: string, email: string, password: string, returnPath = '/') {
  await page.context().clearCookies();
  await suppressPromotionPopUp(page);
  await openAmpSignIn(page, origin, returnPath);
  await fillProviderLogin(page, email, password);
  await waitForSignedIn(page);
}

/**
 * A real session for a new member called `name`: registers through the provider's registration step 1 (the
 * shell verifies id token signatures, so nothing can be planted in storage) and lands back on the home page.
 */
export async function seedSession(page: Page, origin: string, name: string) {
  await page.context().clearCookies();
  await suppressPromotionPopUp(page);
  await openAmpSignIn(page, origin, '/');
  await page.getByRole('link', { name: 'Register for free' }).click();
  await page.getByLabel('Full name').fill(name);
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await page.getByLabel('Email address').fill(`member-${unique}@example.com`);
  await page.getByLabel('Create a password').fill('e2e-password-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await waitForSignedIn(page);
}
