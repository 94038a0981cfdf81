import type { Browser, Request } from 'playwright-core';

export interface PageSample {
  jsBytes: number;
  requests: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/** Installed before any page script: collects LCP, layout shifts and long tasks as the browser reports them. */
const OBSERVERS = () => {
  const perf = { lcp: 0, cls: 0, longTasks: [] as Array<{ start: number; duration: number }>, fcp: 0 };
  (window as unknown as { __slPerf: typeof perf }).__slPerf = perf;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) perf.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >) {
      if (!entry.hadRecentInput) perf.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      perf.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') perf.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
};

/**
 * One cold load of `url` in a fresh browser context (empty cache): compressed JS bytes on the wire, request
 * count, LCP, CLS and total blocking time (long-task time beyond 50 ms after first contentful paint).
 */
export async function samplePage(browser: Browser, url: string, waitFor: string): Promise<PageSample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(OBSERVERS);
  const finished: Array<Promise<{ script: boolean; bytes: number }>> = [];
  const onFinished = (request: Request) => {
    finished.push(
      request
        .sizes()
        .then((sizes) => ({ script: request.resourceType() === 'script', bytes: sizes.responseBodySize }))
        // A request that ends as the context closes (a poll, the live stream) has no sizes any more; left
        // unhandled, its rejection ended the whole bench.
        .catch(() => ({ script: false, bytes: 0 })),
    );
  };
  page.on('requestfinished', onFinished);
  await page.goto(url, { waitUntil: 'load' });
  await page.locator(waitFor).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const perf = await page.evaluate(() => {
    const p = (
      window as unknown as {
        __slPerf: {
          lcp: number;
          cls: number;
          fcp: number;
          longTasks: Array<{ start: number; duration: number }>;
        };
      }
    ).__slPerf;
    const tbt = p.longTasks
      .filter((t) => t.start >= p.fcp)
      .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    return { lcp: p.lcp, cls: p.cls, tbt };
  });
  page.off('requestfinished', onFinished);
  const sizes = await Promise.all(finished);
  await context.close();
  return {
    jsBytes: sizes.filter((s) => s.script).reduce((sum, s) => sum + s.bytes, 0),
    requests: sizes.length,
    lcpMs: perf.lcp,
    cls: perf.cls,
    tbtMs: perf.tbt,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
