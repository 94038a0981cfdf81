/**
 * `npm run bench`: prints figures, asserts nothing. Medians of cold loads (fresh browser context each) of the home
 * page and a racing page: compressed JS bytes, request count, LCP, CLS, TBT; then `npm start` cold-start time.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildStale } from '../build/build';
import { freePorts, startSite } from '../start/site';
import { coldStart } from './cold-start';
import { median, samplePage, type PageSample } from './page-metrics';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = [
  { name: 'home', path: '/', waitFor: '[data-testid="meeting"]' },
  { name: 'racing', path: '/racing/racecards', waitFor: '[data-testid="meeting"]' },
];

await buildStale({ log: (line) => console.log(`[build] ${line}`) });
const names = ['shell', 'racing', 'football', 'promos', 'account'] as const;
const portList = await freePorts(names.length);
const ports = Object.fromEntries(names.map((n, i) => [n, portList[i] as number])) as Record<
  (typeof names)[number],
  number
>;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sl-bench-'));
const site = await startSite({ dataDir, ports, env: { LOG_LEVEL: 'warn' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const rows: string[][] = [['page', 'JS bytes (compressed)', 'requests', 'LCP ms', 'CLS', 'TBT ms']];
try {
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
} finally {
  await browser.close();
  await site.stop();
}

const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
console.log(`\nMedians of ${RUNS} cold loads per page (fresh browser context each, 1280x900):`);
for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));

const coldPorts = await freePorts(names.length);
const startPorts = Object.fromEntries(names.map((n, i) => [n, coldPorts[i] as number]));
const freshDir = mkdtempSync(path.join(tmpdir(), 'sl-bench-cold-'));
const fresh = await coldStart(freshDir, startPorts);
const warm = await coldStart(freshDir, startPorts);
console.log(
  `\nnpm start to first 200 on /: ${(fresh / 1000).toFixed(1)} s with a fresh data folder, ${(warm / 1000).toFixed(1)} s with existing data (bundles already built)`,
);
