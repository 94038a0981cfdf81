import type { GreyhoundMeetingsResponse, GreyhoundResultsResponse } from '@sl/contracts';
import { createService } from '@sl/server-kit';
import { listenForTest, testDatabases } from '@sl/server-kit/testing';
import { greyhoundRoutes } from './routes';

// Late November: London is on GMT, so these instants are London clock times too.
const TODAY = '2026-11-26';
const YESTERDAY = '2026-11-25';
const NIGHT = new Date(`${TODAY}T03:00:00.000Z`);
const LATE = new Date(`${TODAY}T23:00:00.000Z`);

describe.each(testDatabases())('greyhound results before the first race of the day on $label', ({ open }) => {
  let base: string;
  let clock = NIGHT;
  let close: () => Promise<void>;
  const results = async (query: string) => {
    const response = await fetch(`${base}/api/horse-racing/v2/greyhounds/results${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as GreyhoundResultsResponse;
  };
  const raceIds = async (date: string) =>
    (
      (await (
        await fetch(`${base}/api/horse-racing/v2/greyhounds/meetings?date=${date}`)
      ).json()) as GreyhoundMeetingsResponse
    ).meetings
      .flatMap((m) => m.races.map((r) => r.raceId))
      .sort();

  beforeAll(async () => {
    const db = await open();
    const app = createService({ name: 'racing', db, logger: false });
    await app.register(greyhoundRoutes, { now: () => clock });
    base = await listenForTest(app);
    close = async () => {
      await app.close();
      await db.close();
    };
  });
  afterAll(() => close());

  it('at 03:00 London answers today empty with yesterday’s full results as the latest, newest first', async () => {
    clock = NIGHT;
    for (const query of ['', `?date=${TODAY}`]) {
      const body = await results(query);
      expect(body.date).toBe(TODAY);
      expect(body.results).toEqual([]);
      expect(body.latest?.date).toBe(YESTERDAY);
      const latest = body.latest!.results;
      expect(latest.map((r) => r.raceId).sort()).toEqual(await raceIds(YESTERDAY));
      expect(latest.every((r) => r.raceId.includes(YESTERDAY.replaceAll('-', '')))).toBe(true);
      const offs = latest.map((r) => r.offTime);
      expect([...offs].sort().reverse()).toEqual(offs);
      // The same races as asking for yesterday itself.
      expect(latest).toEqual((await results(`?date=${YESTERDAY}`)).results);
    }
  });

  it('at 23:00 London answers today’s own results and no fallback', async () => {
    clock = LATE;
    const body = await results('');
    expect(body.date).toBe(TODAY);
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((r) => r.raceId.includes(TODAY.replaceAll('-', '')))).toBe(true);
    expect(body.latest ?? null).toBeNull();
  });

  it('offers no fallback for a day other than today', async () => {
    clock = NIGHT;
    const tomorrow = await results('?date=2026-11-27');
    expect(tomorrow.results).toEqual([]);
    expect(tomorrow.latest ?? null).toBeNull();
    expect((await results(`?date=${YESTERDAY}`)).latest ?? null).toBeNull();
  });
});
