import {
  greyhoundRacePath,
  type GreyhoundMeetingsResponse,
  type GreyhoundRaceResponse,
  type PageStatus,
} from '@sl/contracts';
import { createService } from '@sl/server-kit';
import { listenForTest, testDatabases } from '@sl/server-kit/testing';
import { greyhoundPageStatusRoutes } from './page-status';
import { greyhoundRoutes } from './routes';

const NOW = new Date('2026-06-15T14:00:00.000Z');
const DAY = '2026-06-15';

// The greyhound routes read no tables: a bare service (no racing seed) answers them in a second.
describe.each(testDatabases())('greyhound page status and forecast geography on $label', ({ open }) => {
  let base: string;
  let close: () => Promise<void>;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
  const found = async (path: string) => {
    const response = await get(
      `/api/horse-racing/v2/greyhounds/page-status?path=${encodeURIComponent(path)}`,
    );
    expect([path, response.status]).toEqual([path, 200]);
    return ((await response.json()) as PageStatus).found;
  };
  const firstRace = async () => {
    const day = (await (
      await get(`/api/horse-racing/v2/greyhounds/meetings?date=${DAY}`)
    ).json()) as GreyhoundMeetingsResponse;
    const meeting = day.meetings[0]!;
    return { meeting, race: meeting.races[0]! };
  };

  beforeAll(async () => {
    const db = await open();
    const app = createService({ name: 'racing', db, logger: false });
    await app.register(greyhoundRoutes, {
      now: () => NOW,
      geo: { countryHeader: 'cloudfront-viewer-country', development: false },
    });
    await app.register(greyhoundPageStatusRoutes, {});
    base = await listenForTest(app);
    close = async () => {
      await app.close();
      await db.close();
    };
  });
  afterAll(() => close());

  it('says the greyhound pages and a real race card are pages', async () => {
    const { meeting, race } = await firstRace();
    for (const path of [
      '/greyhounds',
      '/greyhounds/',
      '/greyhounds/racecards',
      `/greyhounds/racecards/${DAY}`,
      greyhoundRacePath(DAY, meeting.trackId, race.raceId),
      '/greyhounds/fast-results',
      '/greyhounds/results',
      '/greyhounds/results/2026-06-14',
    ])
      expect([path, await found(path)]).toEqual([path, true]);
  });

  it('says unknown greyhound addresses, days, tracks and races are not pages', async () => {
    const { meeting, race } = await firstRace();
    const card = greyhoundRacePath(DAY, meeting.trackId, race.raceId);
    for (const path of [
      '/greyhounds/nope',
      '/greyhounds/racecards/tomorrow',
      '/greyhounds/racecards/2026-02-30',
      '/greyhounds/results/yesterday',
      '/greyhounds/fast-results/extra',
      card.replace(`/${DAY}/`, '/2026-06-16/'),
      card.replace(`/${meeting.trackId}/`, '/nowhere/'),
      card.replace(/-\d{1,2}$/, '-99'),
      `/greyhounds/racecards/${DAY}/${meeting.trackId}/not-a-race`,
      `${card}/more`,
    ])
      expect([path, await found(path)]).toEqual([path, false]);
    expect((await get('/api/horse-racing/v2/greyhounds/page-status?path=greyhounds')).status).toBe(400);
  });

  it('sends forecast prices to UK and Irish viewers (and without a CDN header), not to others', async () => {
    const { race } = await firstRace();
    const card = async (country?: string) =>
      (
        (await (
          await get(
            `/api/horse-racing/v2/greyhounds/races/${race.raceId}`,
            country ? { 'cloudfront-viewer-country': country } : {},
          )
        ).json()) as GreyhoundRaceResponse
      ).race;
    for (const country of ['GB', 'IE', undefined]) {
      const shown = await card(country);
      expect([country, shown.runners.every((r) => typeof r.forecastPrice === 'string')]).toEqual([
        country,
        true,
      ]);
      expect(shown.forecastBook).toBeGreaterThan(100);
    }
    for (const country of ['US', 'FR']) {
      const hidden = await card(country);
      expect([country, hidden.runners.map((r) => r.forecastPrice)]).toEqual([
        country,
        hidden.runners.map(() => null),
      ]);
      expect(hidden.forecastBook).toBeNull();
      // The sport stays: the same dogs and form.
      expect(hidden.runners.map((r) => r.name)).toEqual((await card('GB')).runners.map((r) => r.name));
    }
    const response = await get(`/api/horse-racing/v2/greyhounds/races/${race.raceId}`);
    expect(response.headers.get('vary')).toContain('cloudfront-viewer-country');
  });
});
