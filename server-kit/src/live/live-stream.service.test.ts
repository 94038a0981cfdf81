import type { Db } from '../db/db';
import { openPglite } from '../db/pglite';
import { createService } from '../http/service';
import { listenForTest, readEventStream } from '../testing/index';
import { registerLiveStream } from './live-stream';
import { createLiveTicker, type LiveSample } from './live-ticker';

describe('a live stream over real HTTP', () => {
  let current: LiveSample = new Map([['7', 'LIVE|12|0-0']]);
  const ticker = createLiveTicker({ sample: async () => current, tickMs: 50 });
  let base: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const db = await openPglite();
    const app = createService({ name: 'live-test', db });
    app.log.level = 'silent';
    registerLiveStream(app, { path: '/api/test/live', ticker, heartbeatMs: 100, maxStreams: 2 });
    base = await listenForTest(app);
    close = async () => {
      await app.close();
      await db.close();
    };
  });
  afterAll(() => close());

  it('answers an event stream, never compressed, that sends a change as it happens and pings between', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/test/live`, {
      headers: { 'accept-encoding': 'br, gzip' },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = res.body!;
    const opening = await readEventStream(body, (text) => text.includes(': ping'));
    expect(opening.startsWith('retry: 5000\n\n')).toBe(true);
    expect(opening).not.toContain('event: change');

    current = new Map([['7', 'LIVE|13|1-0']]);
    const later = await readEventStream(body, (text) => text.includes('event: change'));
    const data = /event: change\ndata: (.*)\n\n/.exec(later)?.[1];
    expect(JSON.parse(data!)).toEqual({ ids: ['7'], at: expect.any(String) });
    controller.abort();
  });

  it('refuses streams past its limit with a 503 and a message, and takes one again once a reader leaves', async () => {
    const readers = [new AbortController(), new AbortController()];
    for (const reader of readers) {
      const res = await fetch(`${base}/api/test/live`, { signal: reader.signal });
      expect(res.status).toBe(200);
    }
    const refused = await fetch(`${base}/api/test/live`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/polling/);
    expect(ticker.size).toBe(2);

    readers[0]!.abort();
    const deadline = Date.now() + 5000;
    while (ticker.size > 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(ticker.size).toBe(1);
    const again = new AbortController();
    expect((await fetch(`${base}/api/test/live`, { signal: again.signal })).status).toBe(200);
    again.abort();
    readers[1]!.abort();
  });
});

it('a service that closes ends its open streams instead of waiting for readers to leave', async () => {
  const db: Db = await openPglite();
  const app = createService({ name: 'live-close-test', db });
  app.log.level = 'silent';
  const ticker = createLiveTicker({ sample: async () => new Map(), tickMs: 50 });
  registerLiveStream(app, { path: '/api/test/live', ticker });
  const base = await listenForTest(app);
  const res = await fetch(`${base}/api/test/live`);
  expect(res.status).toBe(200);
  const started = Date.now();
  await app.close();
  expect(Date.now() - started).toBeLessThan(2000);
  const text = await readEventStream(res.body!, () => false).catch((error: unknown) => String(error));
  expect(text).toBe('retry: 5000\n\n');
  expect(ticker.size).toBe(0);
  await db.close();
});
