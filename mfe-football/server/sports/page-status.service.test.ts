import { SPORT_PAGE_NAMES, sportEventPath, type PageStatus, type SportEventsResponse } from '@sl/contracts';
import { createService } from '@sl/server-kit';
import { listenForTest, testDatabases } from '@sl/server-kit/testing';
import { sportsPageStatusRoutes } from './page-status';
import { sportsRoutes } from './routes';

const NOW = new Date('2026-11-29T16:00:00Z');

// The other-sports routes read no tables: a bare service (no football feed load) answers them at once.
describe.each(testDatabases())('other sports page status on $label', ({ open }) => {
  let base: string;
  let close: () => Promise<void>;
  const found = async (path: string) => {
    const response = await fetch(
      `${base}/api/football/v1/sports/page-status?path=${encodeURIComponent(path)}`,
    );
    expect([path, response.status]).toEqual([path, 200]);
    return ((await response.json()) as PageStatus).found;
  };
  const someEvent = async (sport: string) => {
    const response = await fetch(
      `${base}/api/football/v1/sports/${sport}/events?from=2026-11-20&to=2026-12-10`,
    );
    return ((await response.json()) as SportEventsResponse).events[0]!;
  };

  beforeAll(async () => {
    const db = await open();
    const app = createService({ name: 'football', db, logger: false });
    await app.register(sportsPageStatusRoutes, {});
    await app.register(sportsRoutes, { now: () => NOW });
    base = await listenForTest(app);
    close = async () => {
      await app.close();
      await db.close();
    };
  });
  afterAll(() => close());

  it('says the hub, every sport page and real events under their own sport are pages', async () => {
    const darts = await someEvent('darts');
    const rugby = await someEvent('rugby');
    for (const path of [
      '/sports',
      '/sports/',
      ...SPORT_PAGE_NAMES.map((page) => `/${page}`),
      sportEventPath('darts', darts.eventId),
      sportEventPath('rugby', rugby.eventId),
    ])
      expect([path, await found(path)]).toEqual([path, true]);
    expect(sportEventPath('rugby', rugby.eventId)).toMatch(/^\/other-sports\/events\//);
  });

  it('says unknown addresses, unknown events and events under another sport are not pages', async () => {
    const darts = await someEvent('darts');
    for (const path of [
      '/darts/nope',
      '/sports/darts',
      '/golf/events',
      '/golf/events/golf-20261123-nothing-here',
      `/golf/events/${darts.eventId}`,
      `/darts/events/${darts.eventId}/more`,
      '/darts/events/NOT_AN_ID',
      '/rugby',
      '/nfl/fixtures',
    ])
      expect([path, await found(path)]).toEqual([path, false]);
    expect((await fetch(`${base}/api/football/v1/sports/page-status`)).status).toBe(400);
  });
});
