import {
  tipstersFor,
  type NapsTableResponse,
  type RaceCard,
  type TipPeriod,
  type TippingRecordsResponse,
  type TipsResponse,
  type TipsterRecordRow,
} from '@sl/contracts';
import { priceToDecimal } from '@sl/contracts/tip-records';
import { addDays, migrate } from '@sl/server-kit';
import { testDatabases } from '@sl/server-kit/testing';
import { racingMigrations } from '../migrations';
import { generateFeedDay } from '../feed/generate';
import { importFeedDay } from '../feed/import';
import { RacecardsRepository } from '../racecards/repository';
import { errorCode, startRacing } from '../testing';

const DAY = '2026-06-15';
/** 22:00 in London: every race of the day has run. */
const EVENING = new Date('2026-06-15T21:00:00.000Z');

const byTipster = (rows: TipsterRecordRow[]) => new Map(rows.map((r) => [r.tipster.id, r]));

/** What a nap earns at level stakes, worked out here from the result itself: SP for a winner, -1 else, 0 void. */
function expectedProfit(card: RaceCard, horseCode: string): { runs: number; profit: number } {
  const placing = card.result?.placings.find((p) => p.horseCode === horseCode);
  if (!placing) return { runs: 0, profit: 0 };
  return { runs: 1, profit: placing.position === 1 ? priceToDecimal(placing.startingPrice) - 1 : -1 };
}

describe.each(testDatabases())('racing tips API on $label', ({ open }) => {
  it('gives pending tips before the result, recounts the naps table and records when the result is imported, and checks input', async () => {
    const db = await open();
    // Only DAY has racing: the days around it are held empty, so the service generates none of them at start.
    await migrate(db, racingMigrations);
    const racecards = new RacecardsRepository(db);
    for (const offset of [-1, 1, 2, 3]) await racecards.saveDay(addDays(DAY, offset), [], 'test');
    // The day arrives from the importer without results: the tips are given from the cards and are pending.
    const full = generateFeedDay(DAY);
    const before = full.races.map((r) => ({ ...r, state: 'DORMANT' as const, result: null }));
    await importFeedDay(racecards, JSON.stringify({ date: DAY, races: before }));
    const { app, get } = await startRacing(db, undefined, { now: () => EVENING, tipsHistoryDays: 0 });
    try {
      const day = (await (await get(`/api/horse-racing/v2/tips?date=${DAY}`)).json()) as TipsResponse;
      const racingTipsters = tipstersFor('racing');
      expect(day.tips.length).toBeGreaterThanOrEqual(racingTipsters.length * 4);
      expect(day.tips.every((t) => t.result === 'pending' && t.profit === null)).toBe(true);
      for (const tipster of racingTipsters) {
        const own = day.tips.filter((t) => t.tipster.id === tipster.id);
        expect([tipster.id, own.filter((t) => t.nap).length]).toEqual([tipster.id, 1]);
      }
      const cards = new Map(full.races.map((r) => [String(r.raceId), r]));
      for (const tip of day.tips) {
        const card = cards.get(tip.event.id)!;
        const entry = card.entries.find((e) => e.horseCode === tip.selection.id)!;
        expect(entry.horseName).toBe(tip.selection.name);
        expect(tip.price).toBe(entry.currentOdds); // the price at tip time, from the feed
        expect(tip.event.path).toMatch(/^\/racing\/racecards\/2026-06-15\/[a-z0-9-]+\/racecard\/\d+\//);
        const lastRun = entry.horse.performances[0];
        if (lastRun)
          expect(tip.reasoning).toContain(lastRun.performanceCommentLong.slice(1).replace(/\.$/, ''));
      }

      const naps = async (period: TipPeriod) =>
        (await (
          await get(`/api/horse-racing/v2/tips/naps-table?period=${period}`)
        ).json()) as NapsTableResponse;
      const records = async () =>
        (await (
          await get('/api/horse-racing/v2/tips/tipping-records?period=14d')
        ).json()) as TippingRecordsResponse;
      const napsBefore = await naps('14d');
      const recordsBefore = await records();
      expect(napsBefore.today).toHaveLength(racingTipsters.length);
      expect(napsBefore.today.every((t) => t.result === 'pending')).toBe(true);

      // The results land through the importer: the same day, now with its results.
      await importFeedDay(racecards, JSON.stringify({ date: DAY, races: full.races }));
      const napsAfter = await naps('14d');
      const recordsAfter = await records();

      let changed = 0;
      for (const nap of napsBefore.today) {
        const want = expectedProfit(cards.get(nap.event.id)!, nap.selection.id);
        const was = byTipster(napsBefore.rows).get(nap.tipster.id)!.record;
        const now = byTipster(napsAfter.rows).get(nap.tipster.id)!.record;
        expect([nap.tipster.id, now.runs - was.runs]).toEqual([nap.tipster.id, want.runs]);
        expect(now.profit - was.profit).toBeCloseTo(want.profit, 2);
        if (want.runs) changed++;
      }
      expect(changed).toBeGreaterThan(0);
      expect(napsAfter.today.every((t) => t.result !== 'pending')).toBe(true);
      for (const tipster of racingTipsters) {
        const mine = day.tips.filter((t) => t.tipster.id === tipster.id);
        const want = mine.map((t) => expectedProfit(cards.get(t.event.id)!, t.selection.id));
        const was = byTipster(recordsBefore.rows).get(tipster.id)!.record;
        const now = byTipster(recordsAfter.rows).get(tipster.id)!;
        expect(now.record.runs - was.runs).toBe(want.reduce((n, w) => n + w.runs, 0));
        expect(now.record.profit - was.profit).toBeCloseTo(
          want.reduce((n, w) => n + w.profit, 0),
          2,
        );
        expect(now.series.at(-1)?.date).toBe(DAY);
      }
      // Rows are ranked by profit.
      const profits = napsAfter.rows.map((r) => r.record.profit);
      expect([...profits].sort((a, b) => b - a)).toEqual(profits);

      // Bad input, an unknown tipster, one tipster's record, and /tips page status.
      expect((await get('/api/horse-racing/v2/tips?date=2026-02-30')).status).toBe(400);
      const badPeriod = await get('/api/horse-racing/v2/tips/naps-table?period=forever');
      expect(badPeriod.status).toBe(400);
      expect(await errorCode(badPeriod)).toBe('BAD_PERIOD');
      const unknown = await get('/api/horse-racing/v2/tips/tipping-records?tipster=nobody');
      expect(unknown.status).toBe(404);
      expect(await errorCode(unknown)).toBe('TIPSTER_NOT_FOUND');
      expect((await get('/api/horse-racing/v2/tips/tipping-records?tipster=Bad%20Id')).status).toBe(400);

      const one = (await (
        await get('/api/horse-racing/v2/tips/tipping-records?tipster=harriet-lane&period=all')
      ).json()) as TippingRecordsResponse;
      expect(one.rows.map((r) => r.tipster.id)).toEqual(['harriet-lane']);
      expect(one.recent?.every((t) => t.tipster.id === 'harriet-lane')).toBe(true);
      expect(one.recent?.length).toBeGreaterThan(0);

      const status = async (path: string) =>
        (
          (await (
            await get(`/api/horse-racing/v2/tips/page-status?path=${encodeURIComponent(path)}`)
          ).json()) as { found: boolean }
        ).found;
      expect(await status('/tips')).toBe(true);
      expect(await status('/tips/tipster/owen-pritchard')).toBe(true);
      expect(await status('/tips/betting-guides/each-way')).toBe(true);
      expect(await status('/tips/x')).toBe(false);
      expect(await status('/tips/tipster/nobody')).toBe(false);
      expect(await status('/tips/betting-guides/nothing')).toBe(false);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
