import type { RacingProfile } from '@sl/contracts';
import { testDatabases } from '@sl/server-kit/testing';
import { generateFeedDay } from '../feed/generate';
import { TEST_DAY, errorCode, startRacing } from '../testing';

describe.each(testDatabases())('profiles API on $label', ({ open }) => {
  it('serves horse, jockey and trainer profiles; 400 for bad kinds and codes, 404 for unknown codes', async () => {
    const db = await open();
    const { app, get } = await startRacing(db);
    try {
      const entry = generateFeedDay(TEST_DAY)
        .races.flatMap((r) => r.entries)
        .find((e) => e.jockeyCode !== '' && e.horse.performances.length > 0);
      if (!entry) throw new Error('the generator gave a race with no ridden runner');

      const horse = (await (
        await get(`/api/horse-racing/v2/racing/profiles/horse/${entry.horseCode}`)
      ).json()) as RacingProfile;
      expect(horse.name).toBe(entry.horseName);
      expect(horse.entries.some((e) => e.horseCode === entry.horseCode)).toBe(true);
      // The profile shows the horse's real past runs, the same records as its race card.
      expect(horse.performances).toEqual(entry.horse.performances);

      const jockey = (await (
        await get(`/api/horse-racing/v2/racing/profiles/jockey/${entry.jockeyCode}`)
      ).json()) as RacingProfile;
      expect(jockey.name).toBe(entry.jockeyFullName);
      expect(jockey.entries.length).toBeGreaterThan(0);

      const trainer = (await (
        await get(`/api/horse-racing/v2/racing/profiles/trainer/${entry.trainerCode}`)
      ).json()) as RacingProfile;
      expect(trainer.name).toBe(entry.trainerFullName);
      for (const p of trainer.performances) expect(p.trainerCode).toBe(entry.trainerCode);

      const badKind = await get(`/api/horse-racing/v2/racing/profiles/owner/${entry.horseCode}`);
      expect(badKind.status).toBe(400);
      expect(await errorCode(badKind)).toBe('BAD_PROFILE_KIND');
      const badCode = await get('/api/horse-racing/v2/racing/profiles/horse/12345');
      expect(badCode.status).toBe(400);
      expect(await errorCode(badCode)).toBe('BAD_CODE');
      const unknown = await get('/api/horse-racing/v2/racing/profiles/horse/999999999999');
      expect(unknown.status).toBe(404);
    } finally {
      await app.close();
      await db.close();
    }
  }, 60_000);
});
