/**
 * A reader's second visit to a page: one browser context loads it, waits for its content, then loads it again.
 * The second load shows what the HTTP caching of the shell and the remotes is worth: which responses came from the
 * browser's cache, which were revalidated (a round trip for a 304) and which files were fetched again. A
 * content-hashed file (`name.[10 hex].js`) never changes under its name, so any network fetch of one is a cache
 * header missing; remoteEntry.js and mf-manifest.json are unhashed and are expected to be revalidated.
 *
 * Read from the Chrome DevTools Protocol's Network events of the page, which say for each request whether it was
 * served from the memory or disk cache (no request on the wire), its status (304 is a revalidation) and the bytes
 * it took on the wire (encoded body and headers).
 */
import type { Browser, CDPSession } from 'playwright-core';

type WarmSource = 'cache' | 'revalidated' | 'network';

export interface WarmResponse {
  url: string;
  status: number;
  source: WarmSource;
  /** Bytes on the wire, headers included; 0 for a response from the cache. */
  bytes: number;
}

export interface WarmVisit {
  requests: number;
  transferredBytes: number;
  fromCache: number;
  /** 304 answers: the browser had the file but had to ask whether it is still current. */
  revalidated: WarmResponse[];
  /** Full answers from the server (status other than 304, not from any cache). */
  network: WarmResponse[];
  /** The network fetches of content-hashed files, which a long-lived cache should have kept. */
  hashedFetched: WarmResponse[];
}

const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/** Network events of one page load, request by request. */
function recordResponses(cdp: CDPSession) {
  const byId = new Map<string, WarmResponse>();
  const entry = (id: string, url = ''): WarmResponse => {
    let found = byId.get(id);
    if (!found) {
      found = { url, status: 0, source: 'network', bytes: 0 };
      byId.set(id, found);
    }
    return found;
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.startsWith('data:')) entry(event.requestId, event.request.url);
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const found = byId.get(event.requestId);
    if (found) found.source = 'cache';
  });
  cdp.on('Network.responseReceived', (event) => {
    const found = byId.get(event.requestId);
    if (!found) return;
    found.status = event.response.status;
    if (event.response.fromDiskCache || event.response.fromPrefetchCache || event.response.fromServiceWorker)
      found.source = 'cache';
    else if (found.source !== 'cache' && event.response.status === 304) found.source = 'revalidated';
    if (found.source === 'revalidated') found.status = 304;
  });
  // The status on the wire: a fetch/XHR revalidated with a 304 reaches the page (and responseReceived) as the
  // cached 200, and only this event tells it was a 304.
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    const found = byId.get(event.requestId);
    if (found && found.source !== 'cache' && event.statusCode === 304) {
      found.status = 304;
      found.source = 'revalidated';
    }
  });
  cdp.on('Network.loadingFinished', (event) => {
    const found = byId.get(event.requestId);
    if (found) found.bytes = found.source === 'cache' ? 0 : event.encodedDataLength;
  });
  return {
    reset: () => byId.clear(),
    responses: () => [...byId.values()],
  };
}

/** Loads `url` twice in one context (a reader coming back) and answers what the second load cost. */
export async function warmVisit(browser: Browser, url: string, waitFor: string): Promise<WarmVisit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const recorder = recordResponses(cdp);
    const load = async () => {
      await page.goto(url, { waitUntil: 'load' });
      await page.locator(waitFor).first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
    };
    await load();
    recorder.reset();
    await load();
    const responses = recorder.responses();
    const network = responses.filter((r) => r.source === 'network');
    return {
      requests: responses.length,
      transferredBytes: responses.reduce((sum, r) => sum + r.bytes, 0),
      fromCache: responses.filter((r) => r.source === 'cache').length,
      revalidated: responses.filter((r) => r.source === 'revalidated'),
      network,
      hashedFetched: network.filter((r) => HASHED.test(new URL(r.url).pathname)),
    };
  } finally {
    await context.close();
  }
}
