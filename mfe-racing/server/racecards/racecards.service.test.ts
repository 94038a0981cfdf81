import type {
  QuickLinksRacingResponse,
  RaceCardResponse,
  RaceResultSummary,
  RacecardsDay,
} from '@sl/contracts';
import { testDatabases } from '@sl/server-kit/testing';
import { generateDay } from '../feed/generate';
import { TEST_DAY, TEST_NOW, errorCode, startRacing } from '../testing';

describe.each(testDatabases())('racecards and quick links API on $label', ({ open }) => {
  it("serves the day's seeded UK and Irish meetings, and 400 for a bad date", async () => {
    const db = await open();
    const { app, get } = await startRacing(db);
    try {
      const day = (await (
        await get(`/api/horse-racing/v2/racing/racecards/${TEST_DAY}`)
      ).json()) as RacecardsDay;
      // The stored list's fields unchanged; the punter's extras (class, status, winner…) are checked below.
      const base = day.meetings.map(({ surface: _s, raceType: _t, ...m }) => ({
        ...m,
        races: m.races.map(
          ({ raceClass: _c, distance: _d, status: _st, nonRunners: _n, winner: _w, ...r }) => r,
        ),
      }));
      expect(base).toEqual(generateDay(TEST_DAY));
      expect(day.meetings.length).toBeGreaterThanOrEqual(4);
      expect(new Set(day.meetings.map((m) => m.countryCode))).toEqual(new Set(['GB', 'IE']));
      for (const meeting of day.meetings) {
        expect(meeting.races.length).toBeGreaterThanOrEqual(5);
        expect(meeting.races.length).toBeLessThanOrEqual(8);
        const offs = meeting.races.map((r) => r.offTime);
        expect([...offs].sort()).toEqual(offs);
      }
      const empty = (await (
        await get('/api/horse-racing/v2/racing/racecards/2020-01-01')
      ).json()) as RacecardsDay;
      expect(empty.meetings).toEqual([]);

      for (const bad of ['2026-02-30', 'today', '2026-1-1']) {
        const response = await get(`/api/horse-racing/v2/racing/racecards/${bad}`);
        expect(response.status).toBe(400);
        expect(await errorCode(response)).toBe('BAD_DATE');
      }
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('gives each race its status, and the winner at SP exactly as the results show once declared', async () => {
    const db = await open();
    const { app, get } = await startRacing(db);
    try {
      const day = (await (
        await get(`/api/horse-racing/v2/racing/racecards/${TEST_DAY}`)
      ).json()) as RacecardsDay;
      const results = (await (await get(`/api/horse-racing/v2/racing/results/${TEST_DAY}`)).json()) as {
        results: RaceResultSummary[];
      };
      const declared = new Map(results.results.map((r) => [r.raceId, r]));
      const races = day.meetings.flatMap((m) => m.races);
      const statuses = new Set(races.map((r) => r.status));
      // Mid-afternoon: some races are run and some are still to come.
      expect(statuses.has('result')).toBe(true);
      expect(statuses.has('upcoming')).toBe(true);
      for (const race of races) {
        expect(race.status === 'upcoming').toBe(Date.parse(race.offTime) > TEST_NOW.getTime());
        const result = declared.get(race.raceId);
        expect(race.status === 'result').toBe(result !== undefined);
        const first = result?.result.placings.find((p) => p.position === 1);
        if (first) {
          expect(race.winner).toMatchObject({
            horseCode: first.horseCode,
            horseName: first.horseName,
            startingPrice: first.startingPrice,
          });
        } else expect(race.winner).toBeNull();
        const card = (await (await get(`/api/horse-racing/v2/racing/race/${race.raceId}`)).json()) as [
          RaceCardResponse,
        ];
        expect(race.runners + (race.nonRunners ?? -1)).toBe(card[0].entries.length);
        expect(race.raceClass).toBe(card[0].raceClass);
        expect(race.distance).toBe(card[0].distance);
      }
      for (const meeting of day.meetings)
        expect(meeting.surface).toBe(/^Standard/.test(meeting.going) ? 'All Weather' : 'Turf');
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('answers quick links in the spec shape: races still to run, soonest first, minutes till off', async () => {
    const db = await open();
    const { app, get } = await startRacing(db);
    try {
      const body = (await (
        await get(`/api/horse-racing/v2/racing/quick-links/${TEST_DAY}`)
      ).json()) as QuickLinksRacingResponse;
      expect(body.races.length).toBeGreaterThan(0);
      const first = body.races[0];
      expect(Object.keys(first ?? {}).sort()).toEqual(
        [
          'course_name',
          'date',
          'num_of_runners',
          'race_date_time',
          'race_id',
          'time_till_off_mins',
          'title',
        ].sort(),
      );
      const times = body.races.map((r) => r.race_date_time);
      expect([...times].sort()).toEqual(times);
      for (const race of body.races) {
        expect(race.date).toBe(TEST_DAY);
        expect(Date.parse(race.race_date_time)).toBeGreaterThan(TEST_NOW.getTime() - 60_000);
        expect(race.time_till_off_mins).toBe(
          Math.max(0, Math.floor((Date.parse(race.race_date_time) - TEST_NOW.getTime()) / 60_000)),
        );
      }
      const all = generateDay(TEST_DAY).flatMap((m) => m.races);
      expect(body.races.length).toBe(
        all.filter((r) => Date.parse(r.offTime) > TEST_NOW.getTime() - 60_000).length,
      );
      expect((await get('/api/horse-racing/v2/racing/quick-links/22-06-2026')).status).toBe(400);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
