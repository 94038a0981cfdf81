import { historyDayHere } from '../tips/history-day';
import { generateFeedDay } from './generate';
import { worldDayCards } from './world/day-cards';
import { DEFAULT_WORLD_SEED } from './world/types';
import { worldThread } from './world-thread';

describe('the racing world worker thread', () => {
  const thread = worldThread(DEFAULT_WORLD_SEED);
  afterAll(() => thread.close());

  it('tips and settles a past world day exactly as this thread would', async () => {
    const now = new Date('2026-11-20T21:00:00Z');
    const [there, here] = await Promise.all([
      thread.historyDay('2026-11-18', now),
      historyDayHere(DEFAULT_WORLD_SEED)('2026-11-18', now),
    ]);
    expect(there.drafts.length).toBeGreaterThan(10);
    expect(there.settlements.length).toBe(there.drafts.length);
    expect(there).toEqual(here);
  });

  it('answers days asked for together, each with its own', async () => {
    const now = new Date('2026-11-20T21:00:00Z');
    const days = await Promise.all(['2026-11-16', '2026-11-17'].map((d) => thread.historyDay(d, now)));
    expect(days.map((d) => d.drafts[0]?.date)).toEqual(['2026-11-16', '2026-11-17']);
  });

  it("draws a day's race cards exactly as this thread would (a festival day stored on first demand)", async () => {
    const there = await thread.feedDayRaces('2027-03-16');
    expect(there.length).toBeGreaterThan(20);
    expect(there).toEqual(generateFeedDay('2027-03-16', DEFAULT_WORLD_SEED).races);
  });

  it('draws a past world day for the results pages exactly as this thread would', async () => {
    const there = await thread.worldDay('2026-10-03');
    expect(there.length).toBeGreaterThan(20);
    expect(there).toEqual(worldDayCards('2026-10-03', DEFAULT_WORLD_SEED));
  });

  it("puts a reader's day ahead of background history days asked for before it", async () => {
    const now = new Date('2026-11-20T21:00:00Z');
    const order: string[] = [];
    const history = ['2026-11-10', '2026-11-11', '2026-11-12'].map((d) =>
      thread.historyDay(d, now).then(() => order.push(`history ${d}`)),
    );
    const reader = thread.worldDay('2026-09-05').then(() => order.push('reader'));
    await Promise.all([...history, reader]);
    // The first history day was already with the worker; the reader's day comes straight after it.
    expect(order.indexOf('reader')).toBeLessThanOrEqual(1);
  });
});
