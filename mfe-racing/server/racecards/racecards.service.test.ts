import type { RacecardsDay } from '@sl/contracts';
import { listenForTest, testDatabases } from '@sl/server-kit/testing';
import { londonToday } from '@sl/server-kit';
import { buildRacingApp } from '../app';
import { generateDay } from '../feed/generate';

describe.each(testDatabases())('racecards API on $label', ({ open }) => {
  it("serves today's seeded UK and Irish meetings, and 400 for a bad date", async () => {
    const db = await open();
    const app = await buildRacingApp({
      db,
      allowedOrigins: ['http://localhost:3000'],
      distDir: '/nonexistent',
    });
    app.log.level = 'silent';
    const base = await listenForTest(app);
    try {
      const today = londonToday();
      const day = (await (
        await fetch(`${base}/api/horse-racing/v2/racing/racecards/${today}`)
      ).json()) as RacecardsDay;
      expect(day.meetings).toEqual(generateDay(today));
      expect(day.meetings.length).toBeGreaterThanOrEqual(4);
      expect(new Set(day.meetings.map((m) => m.countryCode))).toEqual(new Set(['GB', 'IE']));
      for (const meeting of day.meetings) {
        const offs = meeting.races.map((r) => r.offTime);
        expect([...offs].sort()).toEqual(offs);
      }

      for (const bad of ['2026-02-30', 'today', '2026-1-1']) {
        const response = await fetch(`${base}/api/horse-racing/v2/racing/racecards/${bad}`);
        expect(response.status).toBe(400);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe('BAD_DATE');
      }
    } finally {
      await app.close();
      await db.close();
    }
  });
});
