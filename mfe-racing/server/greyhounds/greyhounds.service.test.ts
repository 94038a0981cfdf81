import type {
  GreyhoundMeetingsResponse,
  GreyhoundRaceResponse,
  GreyhoundResultsResponse,
} from '@sl/contracts';
import { testDatabases } from '@sl/server-kit/testing';
import { TEST_DAY, TEST_NOW, errorCode, startRacing } from '../testing';

describe.each(testDatabases())('greyhounds API on $label', ({ open }) => {
  let get: (path: string) => Promise<Response>;
  let close: () => Promise<void>;

  // Starting the racing service seeds its database from the racing world first: allow for a slow machine.
  beforeAll(async () => {
    const db = await open();
    const started = await startRacing(db);
    get = started.get;
    close = async () => {
      await started.app.close();
      await db.close();
    };
  }, 180_000);
  afterAll(() => close());

  it('serves the day’s meetings, race cards with results once off, fast results newest first; 400 and 404', async () => {
    const day = (await (
      await get(`/api/horse-racing/v2/greyhounds/meetings?date=${TEST_DAY}`)
    ).json()) as GreyhoundMeetingsResponse;
    expect(day.date).toBe(TEST_DAY);
    expect(day.meetings.length).toBeGreaterThanOrEqual(6);
    const races = day.meetings.flatMap((m) => m.races);
    for (const r of races) expect(r.resulted).toBe(Date.parse(r.offTime) + 60_000 <= TEST_NOW.getTime());
    expect(races.some((r) => r.resulted)).toBe(true);
    expect(races.some((r) => !r.resulted)).toBe(true);
    const today = (await (
      await get('/api/horse-racing/v2/greyhounds/meetings')
    ).json()) as GreyhoundMeetingsResponse;
    expect(today).toEqual(day);

    const done = races.find((r) => r.resulted);
    const card = (await (
      await get(`/api/horse-racing/v2/greyhounds/races/${done?.raceId}`)
    ).json()) as GreyhoundRaceResponse;
    expect(card.race.raceId).toBe(done?.raceId);
    expect(card.race.runners.map((r) => r.trap)).toEqual(done?.runners.map((r) => r.trap));
    expect(card.race.result?.placings).toHaveLength(card.race.runners.length);
    const later = races.find((r) => !r.resulted);
    const upcoming = (await (
      await get(`/api/horse-racing/v2/greyhounds/races/${later?.raceId}`)
    ).json()) as GreyhoundRaceResponse;
    expect(upcoming.race.result).toBeNull();
    expect(upcoming.race.runners.every((r) => r.forecastPrice !== '')).toBe(true);

    const fast = (await (
      await get(`/api/horse-racing/v2/greyhounds/results?date=${TEST_DAY}`)
    ).json()) as GreyhoundResultsResponse;
    expect(fast.results.map((r) => r.raceId).sort()).toEqual(
      races
        .filter((r) => r.resulted)
        .map((r) => r.raceId)
        .sort(),
    );
    const offs = fast.results.map((r) => r.offTime);
    expect([...offs].sort().reverse()).toEqual(offs);
    const yesterday = (await (
      await get('/api/horse-racing/v2/greyhounds/results?date=2026-06-14')
    ).json()) as GreyhoundResultsResponse;
    const yesterdayCards = (await (
      await get('/api/horse-racing/v2/greyhounds/meetings?date=2026-06-14')
    ).json()) as GreyhoundMeetingsResponse;
    expect(yesterday.results).toHaveLength(yesterdayCards.meetings.flatMap((m) => m.races).length);
    const tomorrow = (await (
      await get('/api/horse-racing/v2/greyhounds/results?date=2026-06-16')
    ).json()) as GreyhoundResultsResponse;
    expect(tomorrow.results).toEqual([]);

    for (const path of ['meetings?date=2026-13-01', 'results?date=yesterday', 'meetings?date=1999-12-31']) {
      const response = await get(`/api/horse-racing/v2/greyhounds/${path}`);
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe('BAD_DATE');
    }
    const malformed = await get('/api/horse-racing/v2/greyhounds/races/not%20a%20race');
    expect(malformed.status).toBe(400);
    expect(await errorCode(malformed)).toBe('BAD_RACE_ID');
    // Romford does not race on a Tuesday; race 30 is past any card; no track called Wembley in the list.
    for (const id of [
      'romford-20260616-1',
      `romford-20260615-30`,
      'wembley-20260615-1',
      'romford-20260230-1',
    ]) {
      const response = await get(`/api/horse-racing/v2/greyhounds/races/${id}`);
      expect(response.status).toBe(404);
      expect(await errorCode(response)).toBe('RACE_NOT_FOUND');
    }
  });
});
