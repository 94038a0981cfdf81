import {
  fractionToDecimal,
  type MeetingGoing,
  type NonRunner,
  type RaceCardResponse,
  type RaceResultSummary,
} from '@sl/contracts';
import { type FastResultsDay, type ResultsDay } from '@sl/contracts/race-history';
import { testDatabases } from '@sl/server-kit/testing';
import { generateFeedDay } from '../feed/generate';
import { importFeedDay } from '../feed/import';
import { RacecardsRepository } from '../racecards/repository';
import { TEST_DAY, TEST_NOW, errorCode, startRacing } from '../testing';

describe.each(testDatabases())('results, non-runners and going API on $label', ({ open }) => {
  it('before the first race, fast results carry the latest racing day (yesterday), latest race first', async () => {
    const db = await open();
    // 03:00 in London on the test day (BST): nothing has run yet today.
    const { app, get } = await startRacing(db, undefined, {
      now: () => new Date('2026-06-15T02:00:00.000Z'),
    });
    try {
      const fast = (await (await get('/api/horse-racing/v2/racing/fast-results')).json()) as FastResultsDay;
      expect(fast.date).toBe(TEST_DAY);
      expect(fast.results).toEqual([]);
      expect(fast.latest?.date).toBe('2026-06-14');
      expect(fast.latest?.results).toHaveLength(generateFeedDay('2026-06-14').races.length);
      const offs = fast.latest!.results.map((r) => r.offTime);
      expect([...offs].sort().reverse()).toEqual(offs);
    } finally {
      await app.close();
    }
  });

  it('once a race has finished today, fast results carry no earlier day', async () => {
    const db = await open();
    const { app, get } = await startRacing(db);
    try {
      const fast = (await (await get('/api/horse-racing/v2/racing/fast-results')).json()) as FastResultsDay;
      expect(fast.results.length).toBeGreaterThan(0);
      expect(fast.latest).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('serves fast results, results by date, non-runners and going; 400 for bad dates', async () => {
    const db = await open();
    const { app, get } = await startRacing(db);
    try {
      const fast = (await (await get('/api/horse-racing/v2/racing/fast-results')).json()) as {
        date: string;
        results: RaceResultSummary[];
      };
      expect(fast.date).toBe(TEST_DAY);
      const offs = fast.results.map((r) => r.offTime);
      expect(offs.length).toBeGreaterThan(0);
      expect([...offs].sort().reverse()).toEqual(offs);
      for (const r of fast.results) {
        expect(Date.parse(r.offTime)).toBeLessThanOrEqual(TEST_NOW.getTime() - 5 * 60_000);
        expect(['RESULT', 'WEIGHEDIN', 'FINISHED']).toContain(r.result.state);
      }

      const yesterday = '2026-06-14';
      const results = (await (await get(`/api/horse-racing/v2/racing/results/${yesterday}`)).json()) as {
        results: RaceResultSummary[];
      };
      expect(results.results).toHaveLength(generateFeedDay(yesterday).races.length);
      const withNonFinisher = results.results
        .flatMap((r) => r.result.placings)
        .filter((p) => p.position === 0);
      for (const p of withNonFinisher)
        expect(p.nonFinisherCode).toMatch(/^(BD|CO|DNF|F|HR|PU|RO|R|RTR|SU|UR)$/);
      expect(results.results.every((r) => r.result.state === 'FINISHED')).toBe(true);

      const nr = (await (await get(`/api/horse-racing/v2/racing/non-runners/${TEST_DAY}`)).json()) as {
        nonRunners: NonRunner[];
      };
      const expected = generateFeedDay(TEST_DAY).races.flatMap((r) =>
        r.entries.filter((e) => e.statusId !== 21),
      );
      expect(nr.nonRunners.map((n) => n.horseCode).sort()).toEqual(expected.map((e) => e.horseCode).sort());
      for (const n of nr.nonRunners) expect([39, 41]).toContain(n.statusId);

      const going = (await (await get(`/api/horse-racing/v2/racing/going/${TEST_DAY}`)).json()) as {
        meetings: MeetingGoing[];
      };
      expect(going.meetings.length).toBe(generateFeedDay(TEST_DAY).meetings.length);
      for (const m of going.meetings) expect(m.going).not.toBe('');

      for (const path of ['results', 'non-runners', 'going']) {
        const response = await get(`/api/horse-racing/v2/racing/${path}/2026-13-01`);
        expect(response.status).toBe(400);
        expect(await errorCode(response)).toBe('BAD_DATE');
      }
    } finally {
      await app.close();
      await db.close();
    }
  });

  it("results carry each race's facts, the runners' jockey, trainer and favourite, and reach back past the held days", async () => {
    const db = await open();
    const { app, get } = await startRacing(db);
    try {
      const yesterday = '2026-06-14';
      const { results } = (await (
        await get(`/api/horse-racing/v2/racing/results/${yesterday}`)
      ).json()) as ResultsDay;
      const cards = new Map(generateFeedDay(yesterday).races.map((c) => [c.raceId, c]));
      for (const r of results) {
        const card = cards.get(r.raceId)!;
        expect(r.cardAvailable).toBe(true);
        expect([r.distance, r.raceClass, r.going]).toEqual([card.distance, card.raceClass, card.going]);
        expect(r.runners + r.nonRunners.length).toBe(card.entries.length);
        expect(r.links).toHaveLength(r.runners);
        for (const link of r.links) {
          const entry = card.entries.find((e) => e.horseCode === link.horseCode)!;
          expect([link.jockeyCode, link.trainerCode]).toEqual([entry.jockeyCode, entry.trainerCode]);
        }
        // The favourite is the shortest price in the field; at least one runner started favourite.
        const sp = new Map(r.result.placings.map((p) => [p.horseCode, fractionToDecimal(p.startingPrice)]));
        const shortest = Math.min(...sp.values());
        expect(r.links.filter((l) => l.favourite).map((l) => sp.get(l.horseCode))).toEqual(
          r.links.filter((l) => l.favourite).map(() => shortest),
        );
        expect(r.links.some((l) => l.favourite)).toBe(true);
      }

      // A week back the feed holds nothing; the results come from the same racing world, without their cards.
      const older = (await (
        await get('/api/horse-racing/v2/racing/results/2026-06-08')
      ).json()) as ResultsDay;
      expect(older.results.length).toBeGreaterThan(10);
      expect(older.results.every((r) => !r.cardAvailable && r.result.state === 'FINISHED')).toBe(true);
      const future = (await (
        await get('/api/horse-racing/v2/racing/results/2026-07-30')
      ).json()) as ResultsDay;
      expect(future.results).toEqual([]);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('a result carries the state the feed gives it (RESULT, WEIGHEDIN), never one the race has not reached', async () => {
    const db = await open();
    const { app, get } = await startRacing(db);
    try {
      // Yesterday's races are long over: the clock alone would call every result FINISHED.
      const yesterday = '2026-06-14';
      const { races } = generateFeedDay(yesterday);
      const feed = JSON.parse(JSON.stringify({ date: yesterday, races })) as {
        date: string;
        races: typeof races;
      };
      const [first, second, third] = feed.races;
      if (!first?.result || !second?.result || !third?.result)
        throw new Error('the generated day has no results');
      first.result.state = 'RESULT';
      second.result.state = 'WEIGHEDIN';
      await importFeedDay(new RacecardsRepository(db), JSON.stringify(feed));

      const { results } = (await (await get(`/api/horse-racing/v2/racing/results/${yesterday}`)).json()) as {
        results: RaceResultSummary[];
      };
      const stateOf = (raceId: number) => results.find((r) => r.raceId === raceId)?.result.state;
      expect(stateOf(first.raceId)).toBe('RESULT');
      expect(stateOf(second.raceId)).toBe('WEIGHEDIN');
      expect(stateOf(third.raceId)).toBe('FINISHED');

      const [race] = (await (
        await get(`/api/horse-racing/v2/racing/race/${first.raceId}`)
      ).json()) as RaceCardResponse[];
      expect(race?.state).toBe('RESULT');
      expect(race?.result?.state).toBe('RESULT');
    } finally {
      await app.close();
      await db.close();
    }
  });
});
