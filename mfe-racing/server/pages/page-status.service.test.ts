import { racecardPath, racingProfilePath, RACING_SECTION_PAGES, type PageStatus } from '@sl/contracts';
import type { Db } from '@sl/server-kit';
import { testDatabases } from '@sl/server-kit/testing';
import { TEST_DAY, startRacing } from '../testing';

interface Day {
  meetings: Array<{ courseName: string; races: Array<{ raceId: number; title: string }> }>;
}
interface Entry {
  horseCode: string;
  jockeyCode: string;
  trainerCode: string;
}

describe.each(testDatabases())('racing page status on $label', ({ open }) => {
  let db: Db;
  let close: () => Promise<void>;
  let get: (path: string) => Promise<Response>;
  const found = async (path: string) => {
    const response = await get(`/api/horse-racing/v2/racing/page-status?path=${encodeURIComponent(path)}`);
    expect([path, response.status]).toEqual([path, 200]);
    return ((await response.json()) as PageStatus).found;
  };

  beforeAll(async () => {
    db = await open();
    const started = await startRacing(db);
    get = started.get;
    close = async () => {
      await started.app.close();
      await db.close();
    };
  });
  afterAll(() => close());

  const firstRace = async () => {
    const day = (await (await get(`/api/horse-racing/v2/racing/racecards/${TEST_DAY}`)).json()) as Day;
    const meeting = day.meetings[0]!;
    const race = meeting.races[0]!;
    const [card] = (await (await get(`/api/horse-racing/v2/racing/race/${race.raceId}`)).json()) as Array<{
      entries: Entry[];
    }>;
    return { meeting, race, entry: card!.entries.find((e) => e.jockeyCode)! };
  };

  it('says every racing route the builders make from real ids is a page, and the sections are too', async () => {
    const { meeting, race, entry } = await firstRace();
    for (const path of [
      racecardPath(TEST_DAY, meeting.courseName, race.raceId, race.title),
      // The race slug is optional.
      racecardPath(TEST_DAY, meeting.courseName, race.raceId, race.title).replace(/\/[^/]+$/, ''),
      racingProfilePath('horse', entry.horseCode),
      racingProfilePath('jockey', entry.jockeyCode),
      racingProfilePath('trainer', entry.trainerCode),
      '/racing',
      '/racing/racecards',
      `/racing/racecards/${TEST_DAY}`,
      '/racing/results/2026-06-14',
      '/racing/fast-results',
      '/racing/non-runners',
      '/racing/going',
      '/racing/tips-centre',
      '/racing/my-stable',
      '/racing/timeform-live/',
      ...RACING_SECTION_PAGES.map((section) => `/racing/${section}`),
    ])
      expect([path, await found(path)]).toEqual([path, true]);
  });

  it('gives a race card and a profile a head from the card and names held, and section pages none', async () => {
    const { meeting, race, entry } = await firstRace();
    const status = async (path: string) =>
      (await (
        await get(`/api/horse-racing/v2/racing/page-status?path=${encodeURIComponent(path)}`)
      ).json()) as PageStatus;
    const [card] = (await (await get(`/api/horse-racing/v2/racing/race/${race.raceId}`)).json()) as Array<{
      offTime: string;
      offTimeLocal: string;
      going: string;
      distance: string;
      entries: Array<{ horseName: string; statusId: number }>;
    }>;

    const { head } = await status(racecardPath(TEST_DAY, meeting.courseName, race.raceId, race.title));
    expect(head).toMatchObject({
      title: `${card!.offTimeLocal} ${meeting.courseName}: ${race.title} | Racecard`,
      event: { sport: 'Horse racing', location: meeting.courseName },
    });
    expect(head!.description).toContain(`${card!.offTimeLocal} at ${meeting.courseName}`);
    expect(head!.description).toContain(`over ${card!.distance}`);
    expect(head!.description).toContain(`going ${card!.going}`);
    expect(head!.description).toMatch(/ \d+ runners?,/);
    expect(head!.event!.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[01]:00$/);
    expect(Date.parse(head!.event!.startDate)).toBe(Date.parse(card!.offTime));
    expect(head!.event!.startDate.slice(11, 16)).toBe(card!.offTimeLocal);

    const horse = await status(racingProfilePath('horse', entry.horseCode));
    expect(horse.head?.title).toMatch(/ \| Horse Profile$/);
    expect(horse.head).not.toHaveProperty('event');
    expect((await status(racingProfilePath('jockey', entry.jockeyCode))).head?.title).toMatch(
      / \| Jockey Profile$/,
    );
    expect(await status('/racing/racecards')).toEqual({ path: '/racing/racecards', found: true });
  });

  it('says unknown races, profiles and racing paths are not pages', async () => {
    const { meeting, race } = await firstRace();
    const card = racecardPath(TEST_DAY, meeting.courseName, race.raceId, race.title);
    for (const path of [
      '/racing/nonsense',
      '/racing/racecards/2026-06-15/nowhere/racecard/999999999/no-race',
      '/racing/racecards/2026-06-15/nowhere/racecard/abc/no-race',
      card.replace(TEST_DAY, '2026-06-16'),
      card.replace(`/${card.split('/')[4]}/`, '/not-the-course/'),
      '/racing/racecards/tomorrowish',
      '/racing/racecards/2026-02-30',
      '/racing/results/yesterday',
      '/racing/profiles/horse/999999999999',
      '/racing/profiles/jockey/999999999999',
      '/racing/profiles/trainer/12345',
      '/racing/profiles/owner/000000000001',
      '/racing/profiles/horse/%E0%A4%A',
    ])
      expect([path, await found(path)]).toEqual([path, false]);
  });

  it('refuses a page-status question without a site path (400 with a message)', async () => {
    const missing = await get('/api/horse-racing/v2/racing/page-status');
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toMatch(/path/);
    expect((await get('/api/horse-racing/v2/racing/page-status?path=racing')).status).toBe(400);
  });
});
