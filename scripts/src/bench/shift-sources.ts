/**
 * `npm run bench:shifts`: which elements move as a page loads (the layout-shift entries with their sources), on a
 * desktop and a phone viewport, for the paths in PROBE_PATHS (comma separated, default /). A diagnostic for CLS
 * figures in `npm run bench`; it prints and asserts nothing.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../browser/chromium';
import { startBenchSite } from './bench-site';

const site = await startBenchSite('sl-probe-');
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  for (const [w, h] of [
    [1280, 900],
    [390, 800],
  ] as const) {
    for (const p of (process.env.PROBE_PATHS ?? '/').split(',')) {
      const context = await browser.newContext({ viewport: { width: w, height: h } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const out: unknown[] = [];
        (window as unknown as { __shifts: unknown[] }).__shifts = out;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<
            PerformanceEntry & {
              value: number;
              sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
            }
          >) {
            out.push({
              t: Math.round(e.startTime),
              v: e.value.toFixed(4),
              s: (e.sources ?? []).map((s) => {
                const el = s.node as Element | undefined;
                const d = el
                  ? `${el.nodeName}${el.id ? '#' + el.id : ''}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').join('.') : ''}${el.getAttribute?.('data-testid') ? '[' + el.getAttribute('data-testid') + ']' : ''}`
                  : '?';
                return `${d} y${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)} h${Math.round(s.previousRect.height)}->${Math.round(s.currentRect.height)}`;
              }),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${site.url}${p}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts);
      console.log(`\n== ${p} ${w}x${h}`);
      for (const s of shifts) console.log(JSON.stringify(s));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
