import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './browser/chromium';
import { startSite } from './start/site';
import { freeServicePorts } from './bench/bench-site';

const site = await startSite({ dataDir: mkdtempSync(path.join(tmpdir(), 'js-')), ports: await freeServicePorts(), env: { LOG_LEVEL: 'warn' } });
const url = `http://localhost:${site.ports.shell}`;
const names: Record<string, string> = {};
for (const [k, v] of Object.entries(site.ports)) names[String(v)] = k;
const browser = await chromium.launch({ executablePath: CHROMIUM_LAUNCH.executablePath, args: CHROMIUM_LAUNCH.args });
for (const p of (process.env.PAGES ?? '/').split(',')) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const rows: [number, string][] = [];
  page.on('requestfinished', async (r) => {
    if (r.resourceType() !== 'script') return;
    const s = await r.sizes();
    const m = r.url().match(/localhost:(\d+)\/(.*)/)!;
    rows.push([s.responseBodySize, `${names[m[1]!] ?? m[1]}/${m[2]}`]);
  });
  await page.goto(url + p, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  rows.sort((a, b) => b[0] - a[0]);
  console.log('\n==', p, 'total', rows.reduce((a, r) => a + r[0], 0), 'files', rows.length);
  for (const r of rows) console.log(String(r[0]).padStart(7), r[1]);
  await ctx.close();
}
await browser.close();
await site.stop();
