import {
  createLiveTicker,
  createService,
  openPglite,
  registerLiveStream,
  type LiveChange,
} from '@sl/server-kit';
import { listenForTest, nextLiveChange, readEventStream } from '@sl/server-kit/testing';
import { gatewayRoutes } from './gateway';

/**
 * Live streams reach the browser through the shell's /api gateway: an event must come through when the section
 * writes it (not when a buffer fills or the stream ends), uncompressed, and the stream must outlive the gateway's
 * upstream time-out as long as the section's heartbeat keeps it talking.
 */
describe('the /api gateway and a live stream', () => {
  let fingerprint = 'LIVE|12|0-0';
  const ticker = createLiveTicker({ sample: async () => new Map([['42', fingerprint]]), tickMs: 50 });
  let shellBase: string;
  let closeAll: () => Promise<void>;

  beforeAll(async () => {
    const db = await openPglite();
    const section = createService({ name: 'football', db, logger: false });
    registerLiveStream(section, { path: '/api/football/v2/live', ticker, heartbeatMs: 200 });
    const upstream = await listenForTest(section);
    const shell = createService({ name: 'shell', db, logger: false });
    // A gateway time-out shorter than the test's wait: only the heartbeat keeps the stream up past it.
    await shell.register(gatewayRoutes, { routes: [{ prefix: '/api/football', upstream, timeoutMs: 600 }] });
    shellBase = await listenForTest(shell);
    closeAll = async () => {
      await shell.close();
      await section.close();
      await db.close();
    };
  });
  afterAll(() => closeAll());

  it('passes each event through as the section writes it, and keeps the stream open past its time-out', async () => {
    const controller = new AbortController();
    const res = await fetch(`${shellBase}/api/football/v2/live`, {
      headers: { 'accept-encoding': 'br, gzip' },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('content-encoding')).toBeNull();
    const body = res.body!;
    // Two heartbeats at least, past the 600 ms time-out, and nothing else yet.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const quiet = await readEventStream(body, (text) => (text.match(/: ping/g) ?? []).length >= 2);
    expect(quiet).not.toContain('event: change');

    fingerprint = 'LIVE|13|1-0';
    const changedAt = Date.now();
    const change = await nextLiveChange<LiveChange>(body, 3000);
    expect(change.ids).toEqual(['42']);
    expect(Date.now() - changedAt).toBeLessThan(1500);
    controller.abort();
  });
});
