import {
  BOOKMAKER_IDS,
  DEFAULT_COUNTRY_HEADER,
  fractionToDecimal,
  type RaceCardResponse,
  type RacecardsDay,
} from '@sl/contracts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testDatabases } from '@sl/server-kit/testing';
import { TEST_DAY, TEST_NOW, errorCode, startRacing } from '../testing';

const PREMIUM_KEYS = [
  'rating123',
  'ratingStars',
  'analystsComments',
  'preRaceAdjustedRating',
  'preRaceMasterSymbol',
  'horseInFocus',
  'warningHorse',
  'jockeyUplift',
  'trainerUplift',
  'horsesForCoursePos',
  'hotTrainer',
  'coldTrainer',
  'sectionalFlag',
  'topRated',
];

describe.each(testDatabases())('race API on $label', ({ open }) => {
  it('gives everybody the free fields and the analysis only when the premium check passes', async () => {
    const db = await open();
    const seen: (string | undefined)[] = [];
    const { app, get } = await startRacing(db, async (token) => {
      seen.push(token);
      return token === 'good-token';
    });
    try {
      const day = (await (
        await get(`/api/horse-racing/v2/racing/racecards/${TEST_DAY}`)
      ).json()) as RacecardsDay;
      const raceId = day.meetings[0]?.races[0]?.raceId;
      const url = `/api/horse-racing/v2/racing/race/${raceId}`;

      const free = (await (await get(url)).json()) as RaceCardResponse[];
      expect(free).toHaveLength(1);
      const race = free[0] as RaceCardResponse;
      expect(race.premium).toBe(false);
      expect(race.raceId).toBe(raceId);
      expect(race.smartStat1).toBeUndefined();
      // The verdict is analysis; the card's facts (colours, owner, rating, badges, people's form, forecast) are free.
      expect(race).not.toHaveProperty('verdict');
      expect(race.bettingForecast?.length).toBeGreaterThan(0);
      for (const e of race.entries) for (const key of PREMIUM_KEYS) expect(e).not.toHaveProperty(key);
      for (const e of race.entries) {
        expect(e.silk?.description).toMatch(/cap/);
        expect(e.owner).toMatch(/\w/);
        expect(Array.isArray(e.badges)).toBe(true);
        expect(e.trainerForm?.runs).toBeGreaterThanOrEqual(0);
      }
      // Past runs are free: each runner's real earlier runs in the world (a debutant has none).
      expect(race.entries.some((e) => e.horse.performances.length > 0)).toBe(true);

      const bad = (await (await get(url, { headers: { 'x-token': 'forged' } })).json()) as RaceCardResponse[];
      expect(bad[0]?.premium).toBe(false);
      expect(bad[0]?.entries[0]).not.toHaveProperty('ratingStars');

      const plus = (await (
        await get(url, { headers: { 'x-token': 'good-token' } })
      ).json()) as RaceCardResponse[];
      const full = plus[0] as RaceCardResponse;
      expect(full.premium).toBe(true);
      expect(full.smartStat1).toMatch(/\*[^*]+\*/);
      expect(full.smartStat1).toMatch(/\[\[[^\]]+\]\]/);
      for (const e of full.entries) for (const key of PREMIUM_KEYS) expect(e).toHaveProperty(key);
      expect(full.entries.filter((e) => e.topRated)).toHaveLength(1);
      expect(full.verdict).toContain(full.entries.find((e) => e.topRated)!.horseName);
      expect(seen).toEqual([undefined, 'forged', 'good-token']);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it("marks a visitor's card for the site's gateway, by country, and never a member's", async () => {
    const db = await open();
    const { app, get } = await startRacing(db, async (token) => token === 'good-token');
    try {
      const day = (await (
        await get(`/api/horse-racing/v2/racing/racecards/${TEST_DAY}`)
      ).json()) as RacecardsDay;
      const url = `/api/horse-racing/v2/racing/race/${day.meetings[0]?.races[0]?.raceId}`;
      const visitor = await get(url);
      expect(visitor.headers.get('cache-control')).toBe('private, no-cache');
      expect(visitor.headers.get('cdn-cache-control')).toBe('max-age=5');
      expect(
        visitor.headers
          .get('vary')
          ?.toLowerCase()
          .split(/\s*,\s*/),
      ).toEqual(expect.arrayContaining([DEFAULT_COUNTRY_HEADER, 'accept-encoding']));
      for (const token of ['good-token', 'forged']) {
        const member = await get(url, { headers: { 'x-token': token } });
        expect(member.headers.get('cache-control')).toBe('private, no-cache');
        expect(member.headers.get('cdn-cache-control')).toBeNull();
      }
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('shows results and states only once due, and 400/404 for bad or unknown ids', async () => {
    const db = await open();
    const { app, get } = await startRacing(db);
    try {
      const day = (await (
        await get(`/api/horse-racing/v2/racing/racecards/${TEST_DAY}`)
      ).json()) as RacecardsDay;
      const races = day.meetings.flatMap((m) => m.races);
      const past = races.find((r) => Date.parse(r.offTime) < TEST_NOW.getTime() - 30 * 60_000);
      const future = races.find((r) => Date.parse(r.offTime) > TEST_NOW.getTime());
      const pastRace = (
        (await (await get(`/api/horse-racing/v2/racing/race/${past?.raceId}`)).json()) as RaceCardResponse[]
      )[0];
      expect(pastRace?.state).toBe('FINISHED');
      expect(pastRace?.result?.placings[0]?.position).toBe(1);
      const futureRace = (
        (await (await get(`/api/horse-racing/v2/racing/race/${future?.raceId}`)).json()) as RaceCardResponse[]
      )[0];
      expect(futureRace?.state).toBe('DORMANT');
      expect(futureRace?.result).toBeNull();

      for (const bad of ['abc', '-1', '1.5']) {
        const response = await get(`/api/horse-racing/v2/racing/race/${bad}`);
        expect(response.status).toBe(400);
        expect(await errorCode(response)).toBe('BAD_RACE_ID');
      }
      const missing = await get('/api/horse-racing/v2/racing/race/123');
      expect(missing.status).toBe(404);
      expect(await errorCode(missing)).toBe('RACE_NOT_FOUND');
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('sends bookmaker prices only to UK and Ireland viewers, by the CDN country header', async () => {
    const db = await open();
    const { app, get } = await startRacing(db);
    try {
      const day = (await (
        await get(`/api/horse-racing/v2/racing/racecards/${TEST_DAY}`)
      ).json()) as RacecardsDay;
      const raceId = day.meetings[0]?.races[0]?.raceId;
      const race = async (country?: string) =>
        (
          (await (
            await get(`/api/horse-racing/v2/racing/race/${raceId}`, {
              headers: country ? { 'cloudfront-viewer-country': country } : {},
            })
          ).json()) as RaceCardResponse[]
        )[0]!;
      const priced = (r: RaceCardResponse) => r.entries.filter((e) => e.bookmakerOdds.length > 0).length;
      const gb = await race('GB');
      expect(priced(gb)).toBeGreaterThan(0);
      expect(priced(await race('IE'))).toBe(priced(gb));
      const fr = await race('FR');
      expect(priced(fr)).toBe(0);
      expect(fr.entries.every((e) => !e.skyBetSelectionId)).toBe(true);
      // The race itself and its runners are for everybody.
      expect(fr.entries.map((e) => e.horseName)).toEqual(gb.entries.map((e) => e.horseName));
    } finally {
      await app.close();
      await db.close();
    }
  });

  it("orders each runner's bookmakers by the promos service's partner weights, weight 0 left out, configured weights when it fails", async () => {
    let answer: { status: number; body: unknown } = {
      status: 200,
      body: { paddypower: 2, skybet: 1, betfair: 0 },
    };
    const promos = createServer((_req, res) => {
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => promos.listen(0, '127.0.0.1', resolve));
    const { port } = promos.address() as AddressInfo;
    const db = await open();
    const { app, get } = await startRacing(db, undefined, {
      partnerWeightsUrl: `http://127.0.0.1:${port}/api/content/betting-partners`,
      partnerWeightsMaxAgeMs: 0,
    });
    try {
      const day = (await (
        await get(`/api/horse-racing/v2/racing/racecards/${TEST_DAY}`)
      ).json()) as RacecardsDay;
      const raceId = day.meetings[0]?.races[0]?.raceId;
      const bookmakers = async () => {
        const race = (
          (await (await get(`/api/horse-racing/v2/racing/race/${raceId}`)).json()) as RaceCardResponse[]
        )[0]!;
        // A runner Sky Bet does not list has no Sky Bet price at all.
        return race.entries
          .filter((e) => e.bookmakerOdds.length > 0)
          .map((e) => ({
            names: e.bookmakerOdds.map((o) => o.bookmakerName),
            skyBet: e.skyBetSelectionId ? ['Sky Bet'] : [],
          }));
      };
      const weighted = await bookmakers();
      expect(weighted.length).toBeGreaterThan(0);
      for (const { names, skyBet } of weighted) expect(names).toEqual(['Paddy Power', ...skyBet]);

      answer = { status: 500, body: { error: 'down' } };
      const fallback = await bookmakers();
      expect(fallback.length).toBeGreaterThan(0);
      for (const { names, skyBet } of fallback)
        expect([...names].sort()).toEqual(['Betfair', 'Paddy Power', ...skyBet]);

      // Weights that name none of the betting partners (BETTING_PARTNERS) are no answer: the configured weights,
      // not every price hidden.
      answer = { status: 200, body: { 'sky-bet': 3, bet365: 1 } };
      expect(await bookmakers()).toEqual(fallback);
    } finally {
      await app.close();
      await db.close();
      promos.close();
    }
  });

  it("adds the artificial Sky Bet price with the runner's Sky Bet selection id from the feed, never the horse code", async () => {
    const db = await open();
    const { app, get } = await startRacing(db);
    try {
      const day = (await (
        await get(`/api/horse-racing/v2/racing/racecards/${TEST_DAY}`)
      ).json()) as RacecardsDay;
      const raceIds = day.meetings.flatMap((m) => m.races.map((r) => r.raceId));
      let artificial = 0;
      let unlisted = 0;
      for (const raceId of raceIds) {
        const race = (
          (await (await get(`/api/horse-racing/v2/racing/race/${raceId}`)).json()) as RaceCardResponse[]
        )[0]!;
        for (const e of race.entries) {
          const skyBet = e.bookmakerOdds.filter((o) => o.bookmakerId === BOOKMAKER_IDS.skyBet);
          expect(skyBet.length).toBeLessThanOrEqual(1);
          const price = skyBet[0];
          if (!e.skyBetSelectionId) {
            // Sky Bet does not list this runner: no selection id, so no artificial entry either.
            expect(price).toBeUndefined();
            if (e.currentOdds) unlisted += 1;
            continue;
          }
          if (!e.currentOdds) continue;
          expect(price).toBeDefined();
          expect(price!.selectionId).toBe(e.skyBetSelectionId);
          expect(price!.selectionId).not.toBe(e.horseCode);
          expect(price!.bookmakerRaceid).toBe(String(raceId));
          if (price!.artificial) {
            artificial += 1;
            expect(price!.fractionalOdds).toBe(e.currentOdds);
            expect(price!.decimalOdds).toBe(fractionToDecimal(e.currentOdds));
            expect(price!.decimalOddsString).toBe(price!.decimalOdds.toFixed(2));
          }
        }
      }
      expect(artificial).toBeGreaterThan(0);
      expect(unlisted).toBeGreaterThan(0);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
