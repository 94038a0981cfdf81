import type { RacingProfile } from '@sl/contracts';
import type { RacingProfileView, RecordLine, ResultsDay } from '@sl/contracts/race-history';
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
      // The profile shows the horse's whole career; the runs its race card lists are among them, the same records.
      for (const p of entry.horse.performances)
        expect(horse.performances).toContainEqual(expect.objectContaining(p));

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
  });

  it("a horse's career figures add up to its form, and its form agrees with the results pages", async () => {
    const db = await open();
    const { app, get } = await startRacing(db);
    try {
      const entry = generateFeedDay(TEST_DAY)
        .races.flatMap((r) => r.entries)
        .filter((e) => e.horse.performances.length >= 4)
        .sort((a, b) => a.horseCode.localeCompare(b.horseCode))[0];
      if (!entry) throw new Error('no runner with four runs');
      const profile = (await (
        await get(`/api/horse-racing/v2/racing/profiles/horse/${entry.horseCode}`)
      ).json()) as RacingProfileView;
      const detail = profile.horse!;
      const form = detail.form;
      const sum = (lines: RecordLine[], key: keyof RecordLine) => lines.reduce((n, l) => n + l[key], 0);
      expect(detail.career.total.runs).toBe(form.length);
      expect(detail.career.total.wins).toBe(form.filter((r) => r.positionOfficial === 1).length);
      expect(detail.career.total.places).toBe(
        form.filter((r) => r.positionOfficial === 2 || r.positionOfficial === 3).length,
      );
      for (const split of [detail.career.byYear, detail.career.byCode, detail.byGoing, detail.byTrip])
        for (const key of ['runs', 'wins', 'places'] as const)
          expect(sum(split, key)).toBe(detail.career.total[key]);
      expect(detail.ratings.length).toBeLessThanOrEqual(form.length);
      expect([...form.map((r) => r.meetingDate)].sort().reverse()).toEqual(form.map((r) => r.meetingDate));
      expect(detail.career.since).toBe(form.at(-1)?.meetingDate.slice(0, 10));

      // The latest three runs, read from the results of their days: same place, price, going and trip.
      for (const run of form.slice(0, 3)) {
        const date = run.meetingDate.slice(0, 10);
        const day = (await (await get(`/api/horse-racing/v2/racing/results/${date}`)).json()) as ResultsDay;
        const race = day.results.find((r) => r.raceId === run.raceId);
        expect(race).toBeDefined();
        const placing = race!.result.placings.find((p) => p.horseCode === entry.horseCode);
        expect(placing?.position).toBe(run.positionOfficial);
        expect(placing?.startingPrice).toBe(run.startingPrice);
        expect([race!.going, race!.distance, race!.raceClass, race!.runners]).toEqual([
          run.going,
          run.distance,
          run.raceClass,
          run.runners,
        ]);
        expect(race!.links.find((l) => l.horseCode === entry.horseCode)?.favourite).toBe(run.favourite);
      }
    } finally {
      await app.close();
      await db.close();
    }
  });

  it("a jockey's latest winners are winners in the results of their days, at the same price", async () => {
    const db = await open();
    const { app, get } = await startRacing(db);
    try {
      const entry = generateFeedDay(TEST_DAY)
        .races.flatMap((r) => r.entries)
        .find((e) => e.jockeyCode !== '' && e.horse.performances.some((p) => p.positionOfficial === 1));
      if (!entry) throw new Error('no ridden runner with a win');
      const profile = (await (
        await get(`/api/horse-racing/v2/racing/profiles/jockey/${entry.jockeyCode}`)
      ).json()) as RacingProfileView;
      const person = profile.person!;
      expect(person.seasons.map((s) => [s.code, s.season, s.from])).toEqual([
        ['Flat', '2026', '2026-01-01'],
        ['Jumps', '2026-27', '2026-04-26'],
      ]);
      const wins = person.seasons.reduce((n, s) => n + s.record.wins, 0);
      expect(person.recentWinners.length).toBe(Math.min(10, wins));
      expect(person.courses.reduce((n, c) => n + c.runs, 0)).toBe(
        person.seasons.reduce((n, s) => n + s.record.runs, 0),
      );
      // The 14-day figures are what the results of those 14 days show for this jockey.
      let fortnightRuns = 0;
      let fortnightWins = 0;
      for (let back = 1; back <= 14; back++) {
        const date = new Date(Date.parse(`${TEST_DAY}T12:00:00Z`) - back * 86_400_000)
          .toISOString()
          .slice(0, 10);
        const day = (await (await get(`/api/horse-racing/v2/racing/results/${date}`)).json()) as ResultsDay;
        for (const race of day.results)
          for (const link of race.links.filter((l) => l.jockeyCode === entry.jockeyCode)) {
            fortnightRuns += 1;
            if (race.result.placings.find((p) => p.horseCode === link.horseCode)?.position === 1)
              fortnightWins += 1;
          }
      }
      expect([person.fortnight.runs, person.fortnight.wins]).toEqual([fortnightRuns, fortnightWins]);
      for (const w of person.recentWinners.slice(0, 3)) {
        const day = (await (await get(`/api/horse-racing/v2/racing/results/${w.date}`)).json()) as ResultsDay;
        const race = day.results.find((r) => r.raceId === w.raceId)!;
        const first = race.result.placings.find((p) => p.position === 1)!;
        expect([first.horseCode, first.startingPrice]).toEqual([w.horseCode, w.startingPrice]);
        expect(race.links.find((l) => l.horseCode === w.horseCode)?.jockeyCode).toBe(entry.jockeyCode);
      }
    } finally {
      await app.close();
      await db.close();
    }
  }, 300_000);
});
