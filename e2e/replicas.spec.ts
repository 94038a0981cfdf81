import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { test, expect } from '@playwright/test';
import type { BootRemote } from '@sl/contracts';
import type { RegistryStatus, RemoteRates } from '@sl/contracts/release';
import { DRILL_MEMBER, Member } from '../scripts/src/drill/member';
import { postgresForTest, redisForTest, type PrivateRedis } from '@sl/server-kit/testing';
import { signInReleaseCli } from './support/release-session';
import { openAmpSignIn } from './support/site';
import { ROOT } from '../scripts/src/start/packages';
import { startReplicaSites, type ReplicaSites } from '../scripts/src/start/replica-sites';
import type { RunningSite } from '../scripts/src/start/site';

const run = promisify(execFile);

// Two replicas of the whole site on one PostgreSQL database and one Redis, each shell's gateway spreading racing and
// account over both replicas: what a second machine would add on a festival day. On the machine's PostgreSQL
// (TEST_DATABASE_URL, which .ci/run sets when a server answers on 127.0.0.1:5432), else on a private server of its
// own started from the installed PostgreSQL binaries, and a private redis-server; without them it fails and says why.
let database: Awaited<ReturnType<typeof postgresForTest>> | undefined;
let redis: PrivateRedis | undefined;
test.describe.configure({ mode: 'serial' });

let replicas: ReplicaSites;
let a: RunningSite;
let b: RunningSite;

async function bootRemotes(siteUrl: string): Promise<BootRemote[]> {
  const html = await (await fetch(`${siteUrl}/`)).text();
  const json = /<script id="sl-boot" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
  return (JSON.parse(json) as { remotes?: BootRemote[] }).remotes ?? [];
}

test.beforeAll(async () => {
  test.setTimeout(360_000);
  database = await postgresForTest('the replicas test');
  redis = await redisForTest('the replicas test');
  replicas = await startReplicaSites(database.url, { env: { REDIS_URL: redis.url } });
  ({ a, b } = replicas);
});

test.afterAll(async () => {
  await replicas?.stop();
  await database?.stop();
  await redis?.stop();
});

test('a member signed in through one replica is recognised through the other, by either account replica', async ({
  browser,
}) => {
  const member = await Member.open(browser, a.url);
  const { authorization, user } = await member.credentials();
  // Four calls through each shell: its gateway takes the account replicas in turn, so each one answers some.
  for (const site of [a, b, a, b, a, b, a, b]) {
    const response = await fetch(`${site.url}/api/subscription/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ user, filter: ['HORSE'] }),
    });
    expect(response.status, `through ${site.url}`).toBe(200);
  }
  expect(DRILL_MEMBER.email).toBe(user.email);
  await member.context.close();
});

test('a release switch made through one shell is live on the next page of the other', async ({ browser }) => {
  expect((await bootRemotes(b.url)).map((r) => r.name)).toContain('promos');
  // The release manager signs the CLI in through shell A's identity provider (one issuer for both replicas).
  const session = await signInReleaseCli(browser, a.env);
  expect(session.code, session.output).toBe(0);
  const release = (...args: string[]) =>
    run('npm', ['run', '--silent', 'release', '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...a.env, SL_RELEASE_CREDENTIALS: session.credentials },
    });
  await release('disable', 'promos', '--reason', 'e2e: one shell, seen by both');
  try {
    // The next page, not a page some seconds later: each shell reads the registry the replicas share.
    expect((await bootRemotes(b.url)).map((r) => r.name)).not.toContain('promos');
  } finally {
    await release('enable', 'promos', '--reason', 'e2e: back on');
  }
  expect((await bootRemotes(b.url)).map((r) => r.name)).toContain('promos');
});

test("either shell's release console counts the pages both shells served (rollout counts in Redis)", async ({
  browser,
}) => {
  const session = await signInReleaseCli(browser, a.env);
  expect(session.code, session.output).toBe(0);
  const admin = (site: RunningSite, route: string) =>
    fetch(`${site.url}${route}`, { headers: { authorization: `Bearer ${session.accessToken()}` } });
  // The live version from the registry, not from a page: a page would itself be counted.
  const registry = (await (await admin(a, '/admin/registry')).json()) as RegistryStatus[];
  const promos = registry.find((r) => r.name === 'promos') as RegistryStatus;
  const pagesOn = async (site: RunningSite) => {
    const answer = await admin(site, '/admin/registry/promos/rates');
    expect(answer.status).toBe(200);
    const rates = (await answer.json()) as RemoteRates;
    return rates.versions.find((v) => v.version === promos.version)?.pages ?? 0;
  };
  const before = await pagesOn(b);
  for (const site of [a, a, a, b, b]) await bootRemotes(site.url);
  // Each shell writes its counts to Redis within a second: B's console shows A's three pages and its own two.
  await expect.poll(() => pagesOn(b), { timeout: 5_000 }).toBe(before + 5);
  await expect.poll(() => pagesOn(a), { timeout: 5_000 }).toBe(before + 5);
});

test('a racing replica killed under load loses no request: the other replica serves them all', async () => {
  const today = new Date().toISOString().slice(0, 10);
  const paths = [
    '/api/horse-racing/v2/racing/fast-results',
    `/api/horse-racing/v2/racing/racecards/${today}`,
  ];
  // Warm both replicas first, so what is measured is the kill, not a first answer.
  for (const site of [a, b, a, b]) await (await fetch(`${site.url}${paths[0]}`)).arrayBuffer();
  const statuses: number[] = [];
  let cut = 0;
  /**
   * One read as the site's pages make it: an answer that was already streaming when its replica died reaches
   * the client cut short (no proxy can finish it), and the page's query client asks again, as this does once.
   */
  const read = async (url: string): Promise<number> => {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return response.status;
    } catch {
      cut += 1;
      const again = await fetch(url);
      await again.arrayBuffer();
      return again.status;
    }
  };
  let running = true;
  const load = Promise.all(
    [a, b, a, b].map(async (site, worker) => {
      for (let i = worker; running; i += 1)
        statuses.push(await read(`${site.url}${paths[i % paths.length]}`));
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  process.kill(a.pid('racing')!, 'SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  running = false;
  await load;
  const failed = statuses.filter((status) => status >= 500);
  // The machine is shared with the rest of the suite: what matters is that load ran across the kill.
  console.log(
    `${statuses.length} racing requests through both shells while racing replica A died: ${failed.length} failed, ${cut} cut mid-answer and read again`,
  );
  expect(statuses.length).toBeGreaterThan(10);
  expect(failed).toEqual([]);
  // Only answers already under way can be cut: the dying replica had at most one per worker in hand.
  expect(cut).toBeLessThanOrEqual(4);
});

// Last: the failures it makes would ask every later sign-in from this machine for the captcha.
test('sign-in failures count together whichever account replica the gateway sent them to: the captcha comes as for one', async ({
  browser,
}) => {
  // Through shell A only: the identity provider's issuer and redirects are the one public origin (A's here, a load
  // balancer's in production). A's gateway sends account requests to both account replicas in turn.
  const loginPage = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openAmpSignIn(page, a.url, '/');
    await expect(page.getByLabel('Email address')).toBeVisible();
    return { page, close: () => context.close() };
  };
  for (let i = 0; i < 3; i += 1) {
    const { page, close } = await loginPage();
    await expect(page.locator('altcha-widget')).toHaveCount(0);
    await page.getByLabel('Email address').fill(`nobody-${i}@example.com`);
    await page.getByLabel('Password').fill('not-the-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await close();
  }
  // Three failures between the replicas (captchaAfter): the next sign-in page asks for the captcha.
  const { page, close } = await loginPage();
  await expect(page.locator('altcha-widget')).toHaveCount(1);
  await close();
});
