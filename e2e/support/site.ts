import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { test as base, type Page } from '@playwright/test';
import { freePorts, startSite, type RunningSite } from '../../scripts/src/start/site';
import { ROOT } from '../../scripts/src/start/packages';

const run = promisify(execFile);

export interface SiteFixture {
  site: RunningSite;
  /** Runs `npm run release -- <args>` against this site, as a release manager would. */
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
        env: { RELEASE_TOKEN: 'e2e-release-token', LOG_LEVEL: 'warn' },
        logs: path.join(dataDir, 'logs'),
        // On a loaded machine a service can need longer than the default 90 s to answer /readyz.
        readyTimeoutMs: Number(process.env.E2E_READY_TIMEOUT_MS) || undefined,
      });
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  release: [
    async ({ site }, use) => {
      await use(async (...args: string[]) => {
        const { stdout } = await run('npm', ['run', '--silent', 'release', '--', ...args], {
          cwd: ROOT,
          env: { ...process.env, ...site.env },
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

/** A well-formed (unsigned) id token in session storage, as the shell's session keeps it. */
export async function seedSession(page: Page, origin: string, name: string) {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    sub: 'member-1',
    scopes: 'openid',
    email: 'member@example.com',
    name,
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  const idToken = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(claims)}.unsigned`;
  await page.goto(`${origin}/healthz`);
  await page.evaluate((token) => sessionStorage.setItem('oauth_id_token', token), idToken);
}
