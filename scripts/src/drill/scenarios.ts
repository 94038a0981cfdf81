import type { Browser, Page } from 'playwright-core';
import type { ServiceName } from '@sl/server-kit';
import type { RunningSite } from '../start/site';
import { startFollowing } from './follows';
import { firstSuccess, type Load } from './load';
import { DRILL_MEMBER, signIn, type Member } from './member';
import type { PrivatePostgres } from '@sl/server-kit/testing';

/** One line of the drill's table. */
export interface Outcome {
  scenario: string;
  requests: number;
  failed: number;
  /** Seconds from the fault to the first success of what it broke; null when it never came back. */
  recoverySeconds: number | null;
  /** Acknowledged writes missing afterwards, or null where the scenario writes nothing. */
  lost: number | null;
  signedOut: number;
  note: string;
}

export interface DrillContext {
  site: RunningSite;
  load: Load;
  browser: Browser;
  member: Member;
}

/** What each service answers through the shell, as a visitor's page would ask it. */
export const PROBES: Record<ServiceName, string> = {
  shell: '/',
  racing: '/api/horse-racing/v2/racing/fast-results',
  football: '/api/football/v2/competitions',
  promos: '/api/promos/v1/site-settings',
  account: '/api/account/v1/plus/plans',
};

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signedOutCount(member: Member): Promise<number> {
  return (await member.stillSignedIn()) ? 0 : 1;
}

/** SIGKILL a service under load (the account service while the member writes follows) and time its return. */
export async function killService(ctx: DrillContext, service: ServiceName): Promise<Outcome> {
  const { site, load, member } = ctx;
  const probe = `${site.url}${PROBES[service]}`;
  const writer =
    service === 'account' || service === 'shell'
      ? startFollowing(site.url, await member.credentials(), `${service}-${Date.now()}`)
      : null;
  await sleep(1_000);
  const pid = site.pid(service);
  if (!pid) throw new Error(`${service} has no process`);
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  const back = await firstSuccess(probe, 60_000);
  // Let the steady load and the writer see the service back, then count.
  await sleep(2_000);
  const written = writer ? await writer.stopAndCountLost() : null;
  const samples = load.between(killedAt, (back ?? Date.now()) + 2_000);
  return {
    scenario: `kill -9 ${service}`,
    requests: samples.length,
    failed: samples.filter((s) => !s.ok).length,
    recoverySeconds: back === null ? null : seconds(back - killedAt),
    lost: written ? written.lost : null,
    signedOut: await signedOutCount(member),
    note: written ? `${written.written} follows acknowledged during the fault` : '',
  };
}

/** How long a page load in `page` takes until the remote's first home slot settles (loaded or unavailable). */
async function homeSlotSettles(page: Page, url: string, remote: string) {
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page
    .locator(`main [data-slot^="${remote}/"]:not([data-slot-state="loading"])`)
    .first()
    // An unavailable slot may be empty and take no space: attached is enough.
    .waitFor({ state: 'attached', timeout: 30_000 });
  const state = await page.locator(`main [data-slot^="${remote}/"]`).first().getAttribute('data-slot-state');
  return { ms: Date.now() - started, state };
}

/** Sends a signal to a process that may be gone (the supervisor may have replaced a hung one meanwhile). */
function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops a remote's service (SIGSTOP: its port accepts connections and answers nothing, the worst a remote can
 * be) under load: a visitor's first page load pays the remote's load budget once, a reload in that tab (its
 * breaker open) nothing; then SIGCONT, unless the supervisor has already replaced the hung process.
 */
export async function hangRemote(
  ctx: DrillContext,
  service: Exclude<ServiceName, 'shell'>,
): Promise<Outcome> {
  const { site, load, browser, member } = ctx;
  const pid = site.pid(service);
  if (!pid) throw new Error(`${service} has no process`);
  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  const baseline = await homeSlotSettles(tab, site.url, service);
  const hungAt = Date.now();
  signal(pid, 'SIGSTOP');
  let first;
  let second;
  let replaced = false;
  try {
    first = await homeSlotSettles(tab, site.url, service);
    second = await homeSlotSettles(tab, site.url, service);
  } finally {
    replaced = !signal(pid, 'SIGCONT');
  }
  const back = await firstSuccess(`${site.url}${PROBES[service]}`, 60_000);
  await visitor.close();
  const samples = load.between(hungAt, back ?? Date.now());
  return {
    scenario: `hang ${service} (SIGSTOP)`,
    requests: samples.length,
    failed: samples.filter((s) => !s.ok).length,
    recoverySeconds: back === null ? null : seconds(back - hungAt),
    lost: null,
    signedOut: await signedOutCount(member),
    note:
      `home healthy ${seconds(baseline.ms)} s; hung: first load ${seconds(first.ms)} s (slot ${first.state}), ` +
      `reload ${seconds(second.ms)} s (slot ${second.state})` +
      (replaced ? '; the supervisor had killed and restarted the hung process' : ''),
  };
}

/** The remote's files answer 500 in the visitor's browser: the page renders without its slots. */
export async function breakRemote(
  ctx: DrillContext,
  service: Exclude<ServiceName, 'shell'>,
): Promise<Outcome> {
  const { site, browser, member } = ctx;
  const visitor = await browser.newContext();
  await visitor.route(`${site.origin(service)}/**`, (route) =>
    route.fulfill({ status: 500, body: 'drill: broken remote' }),
  );
  const page = await visitor.newPage();
  const started = Date.now();
  await page.goto(site.url);
  await page
    .locator(`main [data-slot^="${service}/"][data-slot-state="unavailable"]`)
    .first()
    .waitFor({ state: 'attached', timeout: 30_000 });
  const others = await page.locator('main [data-slot][data-slot-state="loaded"]').count();
  const ms = Date.now() - started;
  await visitor.close();
  return {
    scenario: `break ${service} (files answer 500)`,
    requests: 1,
    failed: 0,
    recoverySeconds: null,
    lost: null,
    signedOut: await signedOutCount(member),
    note: `slot unavailable after ${seconds(ms)} s; ${others} other slots loaded`,
  };
}

/** A visitor submits the sign-in form just as the account service dies; once it is back they sign in. */
export async function cutAccountDuringSignIn(ctx: DrillContext): Promise<Outcome> {
  const { site, browser, member } = ctx;
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`${site.url}/amp/?returnUri=/`);
  await page.getByLabel('Email address').fill(DRILL_MEMBER.email);
  await page.getByLabel('Password').fill(DRILL_MEMBER.password);
  const pid = site.pid('account');
  if (!pid) throw new Error('account has no process');
  const cutAt = Date.now();
  process.kill(pid, 'SIGKILL');
  // Watched from the cut, beside the sign-in: its own wait must not count as the service's time to come back.
  const comingBack = firstSuccess(`${site.url}${PROBES.account}`, 60_000);
  let failed = 0;
  await page.getByRole('button', { name: 'Log in' }).click();
  const signedInAtOnce = await page
    .waitForFunction(() => !!sessionStorage.getItem('oauth_id_token'), undefined, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!signedInAtOnce) failed++;
  const back = await comingBack;
  let signedIn = signedInAtOnce;
  if (!signedIn) {
    await signIn(page, site.url);
    signedIn = true;
  }
  await visitor.close();
  return {
    scenario: 'kill -9 account during sign-in',
    requests: 1,
    failed,
    recoverySeconds: back === null ? null : seconds(back - cutAt),
    lost: null,
    signedOut: await signedOutCount(member),
    note: signedIn ? 'the visitor signed in on the next try' : 'the visitor could not sign in',
  };
}

/**
 * Restarts the PostgreSQL server every service keeps its data in, under load and while the member writes follows:
 * requests that need the database fail while it is down, and each service's pool must reconnect by itself after.
 * Recovery is the first acknowledged follow after the fault began; no acknowledged follow may be lost.
 */
export async function restartDatabase(ctx: DrillContext, database: PrivatePostgres): Promise<Outcome> {
  const { site, load, member } = ctx;
  const writer = startFollowing(site.url, await member.credentials(), `db-${Date.now()}`);
  await sleep(1_000);
  const restartedAt = Date.now();
  const { downMs } = await database.restart();
  const back = await writer.firstAcknowledgedAfter(restartedAt + downMs, 60_000);
  // Every service answers again, not only the one the member writes to.
  const answering = await Promise.all(
    Object.values(PROBES).map((probe) => firstSuccess(`${site.url}${probe}`, 60_000)),
  );
  await sleep(2_000);
  const written = await writer.stopAndCountLost();
  const samples = load.between(restartedAt, (back ?? Date.now()) + 2_000);
  // Which services' answers failed: what needs the database while it is away, and what is served without it.
  const failedBy = (Object.keys(PROBES) as ServiceName[])
    .map((service) => {
      const asked = samples.filter((s) => s.url.endsWith(PROBES[service]));
      return `${service} ${asked.filter((s) => !s.ok).length}/${asked.length}`;
    })
    .join(', ');
  return {
    scenario: 'restart PostgreSQL',
    requests: samples.length,
    failed: samples.filter((s) => !s.ok).length,
    recoverySeconds: back === null ? null : seconds(back - restartedAt),
    lost: written.lost,
    signedOut: await signedOutCount(member),
    note:
      `down ${seconds(downMs)} s; failed by service: ${failedBy}; ${written.written} follows acknowledged` +
      (answering.every((at) => at !== null) ? '' : '; a service never answered again'),
  };
}
