import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_LAUNCH } from './browser/chromium';
import { startSite } from './start/site';
import { freeServicePorts } from './bench/bench-site';
import { firstRace } from './bench/bench-pages';

const site = await startSite({ dataDir: mkdtempSync(path.join(tmpdir(), 'lh-')), ports: await freeServicePorts(), env: { LOG_LEVEL: 'warn' } });
const url = `http://localhost:${site.ports.shell}`;
const race = await firstRace(url);
const pages = (process.env.PAGES ?? '/,/racing/racecards,/cheltenham-festival').split(',').map((p) => (p === 'RACE' ? race.path : p));
for (const p of pages) await (await fetch(url + p)).arrayBuffer();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_LAUNCH.executablePath, chromeFlags: ['--headless', ...CHROMIUM_LAUNCH.args] });
try {
  for (const p of pages) {
    const r = await lighthouse(url + p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = r!.lhr;
    const name = p.replace(/\W+/g, '_').slice(0, 40) || 'home';
    writeFileSync(`/tmp/lh/${name}.json`, JSON.stringify(lhr));
    const a = lhr.audits;
    console.log('\n==', p, 'score', lhr.categories.performance!.score, 'LCP', a['largest-contentful-paint']!.numericValue, 'FCP', a['first-contentful-paint']!.numericValue, 'TBT', a['total-blocking-time']!.numericValue);
    const el = a['largest-contentful-paint-element']?.details as any;
    console.log('LCP element', JSON.stringify(el?.items?.[0]?.items?.[0]?.node?.snippet ?? el).slice(0, 300));
    const bt = (a['bootup-time']?.details as any)?.items ?? [];
    for (const it of bt.slice(0, 10)) console.log('  bootup', Math.round(it.total), Math.round(it.scripting), Math.round(it.scriptParseCompile), it.url);
    const mw = (a['mainthread-work-breakdown']?.details as any)?.items ?? [];
    console.log('  mainthread', mw.map((x: any) => `${x.group}:${Math.round(x.duration)}`).join(' '));
    const lt = (a['long-tasks']?.details as any)?.items ?? [];
    for (const it of lt.slice(0, 8)) console.log('  long task', Math.round(it.startTime), Math.round(it.duration), it.url);
  }
} finally {
  await chrome.kill();
  await site.stop();
}
