import { listenForTest, nextLiveChange, testDatabases } from '@sl/server-kit/testing';
import type { Db } from '@sl/server-kit';
import { LIVE_STREAMS, type FootballMatch, type LiveChangeEvent, type MatchList } from '@sl/contracts';
import { buildFootballApp } from '../app';

// A Saturday afternoon in the 2026/27 season, with the 3 pm kick-offs in the second half.
const START = new Date('2026-11-21T15:40:00Z');

/** What a page shows of a match that moves with the clock. */
const shown = (m: FootballMatch) => `${m.state}|${m.clock}|${m.homeGoals}-${m.awayGoals}`;

describe.each(testDatabases())('football live stream on $label', ({ open }) => {
  let db: Db;
  let base: string;
  let now = START;
  let close: () => Promise<void>;

  beforeAll(async () => {
    db = await open();
    const app = await buildFootballApp({ db, allowedOrigins: [], distDir: '/nonexistent', now: () => now });
    app.log.level = 'silent';
    base = await listenForTest(app);
    close = async () => {
      await app.close();
      await db.close();
    };
  });
  afterAll(() => close());

  it('pushes, within about a tick, exactly the matches whose minute, score or state the API now answers differently', async () => {
    const dayAt = async (at: Date) =>
      (
        (await (
          await fetch(`${base}/api/football/v2/matches/date/2026-11-21?at=${at.toISOString()}`)
        ).json()) as MatchList
      ).matches;
    const before = await dayAt(START);
    expect(before.filter((m) => m.state === 'SECONDHALF').length).toBeGreaterThan(3);

    const controller = new AbortController();
    const res = await fetch(`${base}${LIVE_STREAMS.football}`, { signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // Let the ticker take its first sample at START, then move the clock on three minutes.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const later = new Date(START.getTime() + 3 * 60_000);
    now = later;
    const movedAt = Date.now();
    const change = await nextLiveChange<LiveChangeEvent>(res.body!);
    const delay = Date.now() - movedAt;
    controller.abort();

    const after = await dayAt(later);
    const was = new Map(before.map((m) => [m.match_reference.id, shown(m)]));
    const moved = after
      .filter((m) => was.get(m.match_reference.id) !== shown(m))
      .map((m) => String(m.match_reference.id));
    expect(moved.length).toBeGreaterThan(3);
    expect(change.ids).toEqual(moved.sort());
    // The ticker samples every second; allow for a slow test machine, but a poll (30 s) would be far slower.
    expect(delay).toBeLessThan(5000);
  });
});
