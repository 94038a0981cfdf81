import { listenForTest, nextLiveChange, testDatabases } from '@sl/server-kit/testing';
import type { Db } from '@sl/server-kit';
import { LIVE_STREAMS, type LiveChangeEvent, type LiveRace, type LiveResponse } from '@sl/contracts';
import { buildRacingApp } from '../app';
import { TEST_NOW } from '../testing';

/** What a page shows of a race that moves on the day: off or not, and the result's state and winner. */
const shown = (race: LiveRace) =>
  `${race.status}|${race.result?.state ?? ''}|${race.result?.placings.find((p) => p.position === 1)?.horseCode ?? ''}`;

describe.each(testDatabases())('racing live stream on $label', ({ open }) => {
  let db: Db;
  let base: string;
  let now = TEST_NOW;
  let close: () => Promise<void>;

  beforeAll(async () => {
    db = await open();
    const app = await buildRacingApp({ db, allowedOrigins: [], distDir: '/nonexistent', now: () => now });
    app.log.level = 'silent';
    base = await listenForTest(app);
    close = async () => {
      await app.close();
      await db.close();
    };
  });
  afterAll(() => close());

  it('pushes the races that went off or got their result when the clock moves on, and only those', async () => {
    const live = async () =>
      ((await (await fetch(`${base}/api/horse-racing/v2/racing/live`)).json()) as LiveResponse).races;
    const before = await live();
    expect(before.length).toBeGreaterThan(10);

    const controller = new AbortController();
    const res = await fetch(`${base}${LIVE_STREAMS.racing}`, { signal: controller.signal });
    expect(res.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    now = new Date(TEST_NOW.getTime() + 20 * 60_000);
    const change = await nextLiveChange<LiveChangeEvent>(res.body!);
    controller.abort();

    const after = await live();
    const was = new Map(before.map((race) => [race.raceId, shown(race)]));
    const moved = after
      .filter((race) => was.get(race.raceId) !== shown(race))
      .map((race) => String(race.raceId));
    expect(moved.length).toBeGreaterThan(0);
    expect(change.ids).toEqual(moved.sort());
  });
});
