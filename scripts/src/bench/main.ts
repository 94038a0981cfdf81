/**
 * `npm run bench`: prints figures, asserts nothing. In order:
 *
 * - build: a full build of all five packages, timed (it replaces the usual build of what is stale), then each
 *   package rebuilt alone;
 * - loads: medians of cold loads (fresh browser context each) of the home page and a racing page: compressed JS
 *   bytes, request count, LCP, CLS, TBT;
 * - bundle: compressed JS bytes and requests of cold loads of the home page and a race card, federated against the
 *   same code built in this run as ONE non-federated bundle (scripts/webpack/one-bundle.mjs, served by a second shell
 *   process in front of the same section services), and the ratio federated / one bundle (issue 18 aims at <= 1.25);
 * - warm: a second visit to the home page in the same browser context: requests, bytes on the wire, and which
 *   responses were revalidated or fetched again rather than taken from the cache;
 * - lighthouse: Lighthouse performance (LCP, TBT, CLS, score) as a phone and as a desktop for home, racecards, a
 *   race card, football and a festival page, one page at a time;
 * - gateway: req/s and latency of the race card API through the shell's gateway against a bare Fastify hello
 *   route, at 50 and 200 connections (wrk, installed with apt-get where absent, else autocannon: bench/wrk.ts);
 * - replicas: the race card API through a shell with one racing replica and through one with two, in one run on
 *   one PostgreSQL database (TEST_DATABASE_URL, else the machine's server on 127.0.0.1:5432);
 * - start: `npm start` cold-start time (after the site above has stopped).
 *
 * Environment:
 * - BENCH_ONLY: a comma-separated subset of the sections above (e.g. `BENCH_ONLY=warm,gateway`); all by default.
 * - BENCH_RUNS (default 5): cold loads per page for the medians of `loads`.
 * - BENCH_LIGHTHOUSE_RUNS (default 1): Lighthouse runs per page and preset (medians when more than one); a run
 *   takes 10 to 30 s here, so one each is the default.
 * - BENCH_GATEWAY_SECONDS (default 5): duration of each load run.
 * - BENCH_GATEWAY_ROUNDS (default 3): rounds of the gateway figures (each the median round).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../browser/chromium';
import type { RunningSite } from '../start/site';
import { firstRace, liveFestivalPath } from './bench-pages';
import { freeServicePorts, startBenchSite } from './bench-site';
import { fullBuildTime, rebuildAloneTimes } from './build-time';
import { coldStart } from './cold-start';
import { ensureDebianPackage } from '../machine/debian-package';
import { CONNECTION_LEVELS, gatewayThroughput, loadGenerator } from './gateway-throughput';
import { lighthouseFigures } from './lighthouse-figures';
import { replicaThroughput } from './replica-throughput';
import { startOneBundleSite, renderedSlots } from './one-bundle';
import { median, samplePage, type PageSample } from './page-metrics';
import { warmVisit, type WarmResponse } from './warm-visit';
import { WRK } from './wrk';

const SECTIONS = ['build', 'loads', 'bundle', 'warm', 'lighthouse', 'gateway', 'replicas', 'start'] as const;
type Section = (typeof SECTIONS)[number];

function selectedSections(): Set<Section> {
  const only = process.env.BENCH_ONLY?.trim();
  if (!only) return new Set(SECTIONS);
  const names = only.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(`BENCH_ONLY: unknown section ${unknown.join(', ')} (sections: ${SECTIONS.join(', ')})`);
  return new Set(names as Section[]);
}

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const GATEWAY_SECONDS = Number(process.env.BENCH_GATEWAY_SECONDS ?? 5);
const GATEWAY_ROUNDS = Number(process.env.BENCH_GATEWAY_ROUNDS ?? 3);
const HOME = { name: 'home', path: '/', waitFor: '[data-testid="meeting"]' };
const PAGES = [HOME, { name: 'racing', path: '/racing/racecards', waitFor: '[data-testid="meeting"]' }];

function printTable(title: string, rows: string[][]): void {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  console.log(`\n${title}`);
  for (const row of rows)
    console.log(
      row
        .map((cell, c) => cell.padEnd(widths[c]!))
        .join('  ')
        .trimEnd(),
    );
}

const fixed = (value: number | null, digits: number) => (value === null ? '-' : value.toFixed(digits));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function coldLoads(browser: Browser, site: RunningSite): Promise<void> {
  const rows: string[][] = [['page', 'JS bytes (compressed)', 'requests', 'LCP ms', 'CLS', 'TBT ms']];
  for (const page of PAGES) {
    await samplePage(browser, `${site.url}${page.path}`, page.waitFor); // warm the servers, not the browser
    const samples: PageSample[] = [];
    for (let i = 0; i < RUNS; i++)
      samples.push(await samplePage(browser, `${site.url}${page.path}`, page.waitFor));
    rows.push([
      page.name,
      String(median(samples.map((s) => s.jsBytes))),
      String(median(samples.map((s) => s.requests))),
      median(samples.map((s) => s.lcpMs)).toFixed(0),
      median(samples.map((s) => s.cls)).toFixed(3),
      median(samples.map((s) => s.tbtMs)).toFixed(0),
    ]);
  }
  printTable(`Medians of ${RUNS} cold loads per page (fresh browser context each, 1280x900):`, rows);
}

/**
 * Cold loads of the same pages from the federated site and from its one-bundle build, alternating, measured by the
 * same samplePage as `loads`; each page waits for the same content in both (meetings on home, runners on a race card).
 */
async function bundleCost(browser: Browser, site: RunningSite): Promise<void> {
  const race = await firstRace(site.url);
  const pages = [HOME, { name: 'race card', path: race.path, waitFor: '[data-testid="runner"]' }];
  const oneBundle = await startOneBundleSite(site, (line) => console.log(`[bundle] ${line}`));
  try {
    console.log(
      `[bundle] one-bundle build in ${oneBundle.buildSeconds.toFixed(1)} s, served at ${oneBundle.url}`,
    );
    const rows = [
      ['page', 'federated JS bytes', 'requests', 'one-bundle JS bytes', 'requests', 'federated / one bundle'],
    ];
    const slots: string[] = [];
    for (const page of pages) {
      const builds = [site.url, oneBundle.url];
      for (const origin of builds) await samplePage(browser, `${origin}${page.path}`, page.waitFor); // warm servers
      const samples: PageSample[][] = [[], []];
      for (let i = 0; i < RUNS; i++)
        for (const [b, origin] of builds.entries())
          samples[b]!.push(await samplePage(browser, `${origin}${page.path}`, page.waitFor));
      const [federated, single] = samples.map((s) => ({
        jsBytes: median(s.map((x) => x.jsBytes)),
        requests: median(s.map((x) => x.requests)),
      })) as [{ jsBytes: number; requests: number }, { jsBytes: number; requests: number }];
      rows.push([
        page.name,
        `${federated.jsBytes} (${kb(federated.jsBytes)})`,
        String(federated.requests),
        `${single.jsBytes} (${kb(single.jsBytes)})`,
        String(single.requests),
        (federated.jsBytes / single.jsBytes).toFixed(2),
      ]);
      for (const [b, origin] of builds.entries())
        slots.push(
          `  ${page.name}, ${b === 0 ? 'federated' : 'one bundle'}: ${await renderedSlots(browser, `${origin}${page.path}`, page.waitFor)}`,
        );
    }
    printTable(
      `Compressed JS of a cold load, federated vs the same code as one bundle (medians of ${RUNS} loads each; ` +
        `race card ${race.path}; issue 18 aims at a ratio <= 1.25):`,
      rows,
    );
    console.log('  Remote slots rendered ([data-remote] elements by remote):');
    for (const line of slots) console.log(line);
  } finally {
    await oneBundle.stop();
  }
}

async function secondVisit(browser: Browser, site: RunningSite): Promise<void> {
  const visit = await warmVisit(browser, `${site.url}${HOME.path}`, HOME.waitFor);
  const where = (r: WarmResponse) => {
    const url = new URL(r.url);
    return `${url.origin === site.url ? '' : url.host}${url.pathname}`;
  };
  console.log(`\nWarm second visit to home (same browser context, after a first load):`);
  console.log(
    `  requests ${visit.requests}, transferred ${visit.transferredBytes} bytes (${kb(visit.transferredBytes)}), ` +
      `from cache ${visit.fromCache}, revalidated (304) ${visit.revalidated.length}, ` +
      `fetched over the network ${visit.network.length}, of which hashed files ${visit.hashedFetched.length}`,
  );
  for (const r of visit.revalidated) console.log(`  304      ${where(r)} (${r.bytes} bytes)`);
  for (const r of visit.network)
    console.log(`  ${String(r.status).padEnd(8)} ${where(r)} (${r.bytes} bytes)`);
}

async function lighthouse(site: RunningSite): Promise<void> {
  const race = await firstRace(site.url);
  const pages = [
    { name: 'home', path: '/' },
    { name: 'racecards', path: '/racing/racecards' },
    { name: 'race card', path: race.path },
    { name: 'football', path: '/football' },
    { name: 'festival', path: await liveFestivalPath(site.url) },
  ];
  const figures = await lighthouseFigures(site.url, pages, LIGHTHOUSE_RUNS, (line) =>
    console.log(`[lighthouse] ${line}`),
  );
  const rows = [['page', 'preset', 'score', 'LCP ms', 'TBT ms', 'CLS', 'path']];
  for (const f of figures)
    rows.push([
      f.page,
      f.preset,
      fixed(f.score, 0),
      fixed(f.lcpMs, 0),
      fixed(f.tbtMs, 0),
      fixed(f.cls, 3),
      f.path,
    ]);
  printTable(
    `Lighthouse ${LIGHTHOUSE_RUNS === 1 ? '(one run' : `(median of ${LIGHTHOUSE_RUNS} runs`} per page and preset; ` +
      'performance only, simulated throttling: mobile = default config, desktop = desktop preset):',
    rows,
  );
  for (const f of figures)
    for (const error of f.errors) console.log(`  ${f.page} (${f.preset}) error: ${error}`);
}

async function gateway(site: RunningSite): Promise<void> {
  const race = await firstRace(site.url);
  const raceCardUrl = `${site.url}${race.apiPath}`;
  const { figures, ratios } = await gatewayThroughput(raceCardUrl, GATEWAY_SECONDS, GATEWAY_ROUNDS, (line) =>
    console.log(`[gateway] ${line}`),
  );
  const rows = [
    [
      'target',
      'connections',
      'req/s',
      'rounds',
      'p50 ms',
      'p99 ms',
      'errors',
      'timeouts',
      'non-2xx',
      'requests',
    ],
  ];
  for (const f of figures)
    rows.push([
      f.target,
      String(f.connections),
      f.requestsPerSecond.toFixed(0),
      (f.rounds ?? [f.requestsPerSecond]).map((r) => r.toFixed(0)).join(' '),
      f.p50Ms.toFixed(1),
      f.p99Ms.toFixed(1),
      String(f.errors),
      String(f.timeouts),
      String(f.non2xx),
      String(f.requests),
    ]);
  printTable(
    `Throughput, ${loadGenerator()}, ${GATEWAY_ROUNDS} rounds of ${GATEWAY_SECONDS} s per target, median round shown ` +
      `(race card: GET ${race.apiPath} via the shell):`,
    rows,
  );
  const ratio = (target: string) => {
    const each = ratios[target] ?? [];
    if (each.length === 0) return '-';
    const sorted = [...each].sort((a, b) => a - b);
    return `${sorted[Math.floor((sorted.length - 1) / 2)]!.toFixed(3)} (rounds ${each.map((r) => r.toFixed(3)).join(' ')})`;
  };
  console.log(
    `  race card / hello req/s at ${CONNECTION_LEVELS[0]} connections, median of the rounds' own ratios: ` +
      `${ratio('race card via gateway')} identity; ${ratio('race card via gateway, br')} br, as a browser asks`,
  );
}

const sections = selectedSections();
if (sections.has('gateway') || sections.has('replicas'))
  ensureDebianPackage(WRK, 'wrk', 'the load generator of the throughput figures');
const benchStarted = performance.now();

if (sections.has('build')) {
  const build = await fullBuildTime((line) => console.log(`[build] ${line}`));
  console.log(
    `\nFull-site build (buildStale force): ${build.packages} packages, ${build.concurrency} at a time, ${build.seconds.toFixed(1)} s`,
  );
  printTable('Each package rebuilt alone, nothing else building (issue 18 aims at <= 15 s for a remote):', [
    ['package', 'seconds'],
    ...(await rebuildAloneTimes()).map((t) => [t.dir, t.seconds.toFixed(1)]),
  ]);
}

const onSite: Array<[Section, (site: RunningSite) => Promise<void>]> = [
  ['loads', (site) => withBrowser((browser) => coldLoads(browser, site))],
  ['bundle', (site) => withBrowser((browser) => bundleCost(browser, site))],
  ['warm', (site) => withBrowser((browser) => secondVisit(browser, site))],
  ['lighthouse', lighthouse],
  ['gateway', gateway],
];

async function withBrowser(fn: (browser: Browser) => Promise<void>): Promise<void> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    await fn(browser);
  } finally {
    await browser.close();
  }
}

if (onSite.some(([name]) => sections.has(name))) {
  const site = await startBenchSite('sl-bench-');
  try {
    for (const [name, run] of onSite) if (sections.has(name)) await run(site);
  } finally {
    await site.stop();
  }
}

if (sections.has('replicas')) {
  // The machine's PostgreSQL (as .ci/run finds it): the replicas share one database on it.
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    const { apiPath, figures } = await replicaThroughput(serverUrl, GATEWAY_SECONDS, (line) =>
      console.log(`[replicas] ${line}`),
    );
    const rows = [['racing behind the gateway', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx']];
    for (const f of figures)
      rows.push([
        f.target,
        f.requestsPerSecond.toFixed(0),
        f.p50Ms.toFixed(1),
        f.p99Ms.toFixed(1),
        String(f.errors),
        String(f.non2xx),
      ]);
    printTable(
      `One racing replica against two, 50 connections, ${GATEWAY_SECONDS} s each (GET ${apiPath}):`,
      rows,
    );
  } catch (error) {
    console.log(`
Replicas: not measured (${error instanceof Error ? error.message : String(error)})`);
  }
}

if (sections.has('start')) {
  const startPorts = await freeServicePorts();
  const freshDir = mkdtempSync(path.join(tmpdir(), 'sl-bench-cold-'));
  const fresh = await coldStart(freshDir, startPorts);
  const warm = await coldStart(freshDir, startPorts);
  console.log(
    `\nnpm start to first 200 on /: ${(fresh / 1000).toFixed(1)} s with a fresh data folder, ${(warm / 1000).toFixed(1)} s with existing data (bundles already built)`,
  );
}

console.log(`\nBench wall time: ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`);
