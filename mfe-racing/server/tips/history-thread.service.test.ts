import { DEFAULT_WORLD_SEED } from '../feed/world/types';
import { historyDayHere } from './history-day';
import { historyThread } from './history-thread';

describe('the tips history worker thread', () => {
  const thread = historyThread(DEFAULT_WORLD_SEED);
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
});
