import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './browser/chromium';
import { startSite } from './start/site';
import { freeServicePorts } from './bench/bench-site';
import { firstRace } from './bench/bench-pages';

const site = await startSite({ dataDir: mkdtempSync(path.join(tmpdir(), 'lcp-')), ports: await freeServicePorts(), env: { LOG_LEVEL: 'warn' } });
const url = `http://localhost:${site.ports.shell}`;
const race = await firstRace(url);
const browser = await chromium.launch({ executablePath: CHROMIUM_LAUNCH.executablePath, args: CHROMIUM_LAUNCH.args });
const INIT = `(() => {
  window.__lcp = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element ? (e.element.tagName + ' ' + (e.element.getAttribute('data-testid')||'') + ' ' + (e.element.textContent||'').slice(0,60)) : null, connected: e.element ? e.element.isConnected : null }); }).observe({ type: 'largest-contentful-paint', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {}, { once: true });
  const mark = () => { let i = 0; for (const el of document.querySelectorAll('#root *')) el.__ssr = ++i; };
  // Mark as soon as the root has been parsed, before deferred scripts run.
  const obs = new MutationObserver(() => { if (document.getElementById('sl-queries')) { obs.disconnect(); mark(); window.__marked = document.querySelectorAll('#root *').length; } });
  obs.observe(document, { childList: true, subtree: true });
})();`;
for (const p of (process.env.PAGES ?? '/,/racing/racecards,RACE').split(',').map((x) => (x === 'RACE' ? race.path : x))) {
  await (await fetch(url + p)).arrayBuffer();
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  await page.addInitScript(INIT);
  await page.goto(url + p, { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  const out: any = await page.evaluate(`(() => {
    const all = [...document.querySelectorAll('#root *')];
    const fresh = all.filter((el) => !el.__ssr);
    const freshSet = new Set(fresh);
    const describe = function (el) { let e = el; const parts = []; while (e && e.id !== 'root' && parts.length < 7) { parts.unshift(e.tagName.toLowerCase() + (e.getAttribute('data-testid') ? '[' + e.getAttribute('data-testid') + ']' : e.getAttribute('data-slot') ? '{' + e.getAttribute('data-slot') + '}' : '')); e = e.parentElement; } return parts.join('>') + ' :: ' + (el.textContent || '').slice(0, 50); };
    const roots = fresh.filter((el) => !freshSet.has(el.parentElement));
    return { marked: window.__marked, total: all.length, fresh: fresh.length, roots: roots.slice(0, 15).map(describe), lcp: window.__lcp };
  })()`);
  console.log('\n==', p, JSON.stringify({ marked: out.marked, total: out.total, fresh: out.fresh }));
  for (const r of out.roots) console.log('  new subtree:', r);
  for (const l of out.lcp) console.log('  lcp', JSON.stringify(l));
  await ctx.close();
}
await browser.close();
await site.stop();
