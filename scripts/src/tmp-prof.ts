import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './browser/chromium';
import { startSite } from './start/site';
import { freeServicePorts } from './bench/bench-site';
import { firstRace } from './bench/bench-pages';

const site = await startSite({ dataDir: mkdtempSync(path.join(tmpdir(), 'pf-')), ports: await freeServicePorts(), env: { LOG_LEVEL: 'warn' } });
const url = `http://localhost:${site.ports.shell}`;
const race = await firstRace(url);
const pages = (process.env.PAGES ?? '/racing/racecards').split(',').map((p) => (p === 'RACE' ? race.path : p));
const browser = await chromium.launch({ executablePath: CHROMIUM_LAUNCH.executablePath, args: CHROMIUM_LAUNCH.args });
const HOOK = `(() => {
  const log = (window.__commits = []);
  const t0 = performance.now();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject(r) { const id = this.renderers.size + 1; this.renderers.set(id, r); return id; },
    onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
    onCommitFiberRoot(id, root, priority) {
      let n = 0, names = {};
      const walk = (f) => { while (f) { const alt = f.alternate; const did = !alt || alt.memoizedProps !== f.memoizedProps || alt.memoizedState !== f.memoizedState; if (did && typeof f.type === 'function') { n++; const nm = f.type.displayName || f.type.name || '?'; names[nm] = (names[nm]||0)+1; } if (f.child) walk(f.child); f = f.sibling; } };
      try { walk(root.current.child); } catch {}
      log.push({ t: Math.round(performance.now()), priority, n, top: Object.entries(names).sort((a,b)=>b[1]-a[1]).slice(0,6).map(([k,v])=>k+':'+v).join(' ') });
    },
  };
  window.__long = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
})();`;
for (const p of pages) {
  await (await fetch(url + p)).arrayBuffer();
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  await page.addInitScript(HOOK);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
  const reqs: string[] = [];
  page.on('request', (r) => reqs.push(`${Math.round(performance.now())} ${r.method()} ${r.url().replace(/http:\/\/localhost:\d+/, '')}`));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url + p, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync('/tmp/prof.json', JSON.stringify(profile));
  const out = await page.evaluate(() => ({ commits: (window as any).__commits, long: (window as any).__long, nav: performance.getEntriesByType('navigation')[0]?.toJSON() }));
  console.log('\n==', p, 'domInteractive', Math.round(out.nav.domInteractive), 'load', Math.round(out.nav.loadEventEnd));
  console.log('long tasks', JSON.stringify(out.long));
  for (const c of out.commits) console.log('commit', c.t, 'prio', c.priority, 'fibers', c.n, c.top);
  if (process.env.REQS) console.log(reqs.filter((r) => !/\.(js|css|woff2?|png|svg|webp)$/.test(r)).join('\n'));
  await ctx.close();
}
await browser.close();
await site.stop();
