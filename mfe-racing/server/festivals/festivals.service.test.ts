import type { FestivalRacing, RaceCardResponse, RaceResultSummary } from '@sl/contracts';
import { testDatabases } from '@sl/server-kit/testing';
import { errorCode, startRacing } from '../testing';

// The service clock (testing.ts) reads 15 June 2026: Royal Ascot 2026 starts the next day (Tuesday 16 June);
// the 2026 Cheltenham Festival (10-13 March) is over and the next is in March 2027.
describe.each(testDatabases())('festival racing API on $label', ({ open }) => {
  it("answers the last Cheltenham Festival's four days of races with results and tips, and the next one's dates", async () => {
    const db = await open();
    const { app, get } = await startRacing(db);
    try {
      const response = await get('/api/horse-racing/v2/racing/festivals/cheltenham-festival');
      expect(response.status).toBe(200);
      const body = (await response.json()) as FestivalRacing;
      expect(body.course).toBe('Cheltenham');
      expect(body.next).toMatchObject({ year: 2027, status: 'upcoming' });
      expect(body.next.days.map((d) => d.date)).toEqual([
        '2027-03-16',
        '2027-03-17',
        '2027-03-18',
        '2027-03-19',
      ]);
      expect(body.next.days.every((d) => d.races.length === 0)).toBe(true);

      const previous = body.previous!;
      expect(previous).toMatchObject({ year: 2026, status: 'finished' });
      expect(previous.days.map((d) => [d.date, d.name])).toEqual([
        ['2026-03-10', 'Champion Day'],
        ['2026-03-11', 'Style Wednesday'],
        ['2026-03-12', "St Patrick's Thursday"],
        ['2026-03-13', 'Gold Cup Day'],
      ]);
      for (const day of previous.days) {
        expect(day.races).toHaveLength(7);
        const features = day.races.filter((r) => r.feature);
        expect(features).toHaveLength(1);
        expect(features[0]!.title).toContain(day.feature);
        for (const race of day.races) {
          expect(race.result?.winner).toEqual(expect.any(String));
          expect(race.tip?.horseName).toEqual(expect.any(String));
        }
      }

      // The festival's races are ordinary stored races: their cards and the day's results open as usual.
      const gold = previous.days[3]!.races.find((r) => r.feature)!;
      const [card] = (await (
        await get(`/api/horse-racing/v2/racing/race/${gold.raceId}`)
      ).json()) as RaceCardResponse[];
      expect(card!.title).toContain('Cheltenham Gold Cup');
      expect(card!.courseName).toBe('Cheltenham');
      const results = (await (await get('/api/horse-racing/v2/racing/results/2026-03-13')).json()) as {
        results: RaceResultSummary[];
      };
      const winner = results.results
        .find((r) => r.raceId === gold.raceId)!
        .result.placings.find((p) => p.position === 1);
      expect(winner?.horseName).toBe(gold.result!.winner);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it("publishes Royal Ascot's cards three days ahead: days one to three have races, days four and five not yet", async () => {
    const db = await open();
    const { app, get } = await startRacing(db);
    try {
      const body = (await (
        await get('/api/horse-racing/v2/racing/festivals/royal-ascot')
      ).json()) as FestivalRacing;
      expect(body.next).toMatchObject({ year: 2026, status: 'upcoming' });
      expect(body.next.days.map((d) => [d.date, d.races.length])).toEqual([
        ['2026-06-16', 7],
        ['2026-06-17', 7],
        ['2026-06-18', 7],
        ['2026-06-19', 0],
        ['2026-06-20', 0],
      ]);
      for (const race of body.next.days[0]!.races) {
        expect(race.result).toBeNull();
        expect(race.tip).not.toBeNull();
      }
      expect(body.previous).toMatchObject({ year: 2025, status: 'finished' });
      expect(body.previous!.days[0]!.date).toBe('2025-06-17');
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('answers the Grand National on its spec race date and 400 for an unknown festival', async () => {
    const db = await open();
    const { app, get } = await startRacing(db);
    try {
      const body = (await (
        await get('/api/horse-racing/v2/racing/festivals/grand-national')
      ).json()) as FestivalRacing;
      expect(body.previous!.year).toBe(2026);
      expect(body.next.year).toBe(2027);
      const bad = await get('/api/horse-racing/v2/racing/festivals/epsom-derby');
      expect(bad.status).toBe(400);
      expect(await errorCode(bad)).toEqual(expect.any(String));
    } finally {
      await app.close();
      await db.close();
    }
  });
});
