/**
 * `npm run bench`: prints figures, asserts nothing. Medians of cold loads (fresh browser context each) of the home
 * page and a racing page: compressed JS bytes, request count, LCP, CLS, TBT; then `npm start` cold-start time.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../browser/chromium';
import { freeServicePorts, startBenchSite } from './bench-site';
import { coldStart } from './cold-start';
import { median, samplePage, type PageSample } from './page-metrics';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = [
  { name: 'home', path: '/', waitFor: '[data-testid="meeting"]' },
  { name: 'racing', path: '/racing/racecards', waitFor: '[data-testid="meeting"]' },
];

const site = await startBenchSite('sl-bench-');
const browser = await chromium.launch(CHROMIUM_LAUNCH);

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

const startPorts = await freeServicePorts();
const freshDir = mkdtempSync(path.join(tmpdir(), 'sl-bench-cold-'));
const fresh = await coldStart(freshDir, startPorts);
const warm = await coldStart(freshDir, startPorts);
console.log(
  `\nnpm start to first 200 on /: ${(fresh / 1000).toFixed(1)} s with a fresh data folder, ${(warm / 1000).toFixed(1)} s with existing data (bundles already built)`,
);
