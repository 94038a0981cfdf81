import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listenForTest } from '@sl/server-kit/testing';
import { RELEASE_MANAGER_ROLE } from '@sl/contracts/release';
import type { AccessTokenVerifier, Db, VerifiedMember } from '@sl/server-kit';
import { buildShellApp, type ShellAppOptions } from '../app';

/**
 * The people the test shell's stand-in identity provider knows, by access token: a release manager, and a member
 * without the role. The real provider's tokens and roles claim are tested end to end in e2e/release-sign-in.spec.ts.
 */
const TEST_PEOPLE: Record<string, VerifiedMember> = {
  'rita-token': {
    sub: 'acc-rita',
    email: 'rita@example.com',
    name: 'Rita Release',
    premium: false,
    roles: [RELEASE_MANAGER_ROLE],
  },
  'freddie-token': {
    sub: 'acc-fred',
    email: 'free@example.com',
    name: 'Freddie Free',
    premium: false,
    roles: [],
  },
};
const RELEASE_MANAGER_TOKEN = 'rita-token';
const testVerifier: AccessTokenVerifier = async (token) => TEST_PEOPLE[token] ?? null;
const TEST_METRICS_TOKEN = 'test-metrics-token';

/** Section ports nothing listens on, so the seeded registry entries are predictable. */
const TEST_SECTION_ENV = {
  RACING_PORT: '3901',
  FOOTBALL_PORT: '3902',
  PROMOS_PORT: '3903',
  ACCOUNT_PORT: '3904',
};

/** A built shell page with just the boot placeholder the page routes fill. */
function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script id="sl-boot" type="application/json">{}</script></head><body></body></html>',
  );
  return dir;
}

export interface TestShell {
  base: string;
  built: Awaited<ReturnType<typeof buildShellApp>>;
  /** A call to the shell as the release manager (rita@example.com) unless another token (or null, none) is given. */
  call: (method: string, route: string, body?: unknown, token?: string | null) => Promise<Response>;
  /** GET /metrics with the metrics token: the Prometheus text. */
  scrape: () => Promise<string>;
  metricsToken: string;
  close: () => Promise<void>;
}

/**
 * The shell service on port 0 over `db`, with no gateway routes unless given, for service tests over real HTTP; `env` adds to
 * (or overrides) the section environment, e.g. a section's internal URL; `options.verifyRelease` replaces the
 * release check (which fetches each build over HTTP), `clock` and `rolloutGuardEvery` the rollouts' clock and timer,
 * `distDir` the built shell it serves.
 */
export async function startTestShell(
  db: Db,
  env: Record<string, string> = {},
  options: Pick<ShellAppOptions, 'verifyRelease' | 'clock' | 'rolloutGuardEvery' | 'gateway'> & {
    /** A built shell to serve (its page template, assets and server render); a bare page template if absent. */
    distDir?: string;
  } = {},
): Promise<TestShell> {
  const built = await buildShellApp({
    ...options,
    db,
    distDir: options.distDir ?? fakeDist(),
    verifyMember: testVerifier,
    metricsToken: TEST_METRICS_TOKEN,
    env: { ...TEST_SECTION_ENV, ...env },
    gateway: options.gateway ?? [],
  });
  built.app.log.level = 'silent';
  const base = await listenForTest(built.app);
  return {
    base,
    built,
    call: (method, route, body, token = RELEASE_MANAGER_TOKEN) =>
      fetch(`${base}${route}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      }),
    scrape: async () =>
      (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` } })).text(),
    metricsToken: TEST_METRICS_TOKEN,
    close: async () => {
      await built.app.close();
      await db.close();
    },
  };
}
