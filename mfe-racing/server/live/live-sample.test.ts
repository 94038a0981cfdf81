import type { RaceCard } from '@sl/contracts';
import { FEED_ITEM, racingLiveSample } from './live-sample';

describe('racing live sample', () => {
  it('reads the cards again at the next tick after a write, and the write is itself a change', async () => {
    let written = 3;
    let reads = 0;
    const sample = racingLiveSample({
      cardsOn: async (): Promise<RaceCard[]> => {
        reads += 1;
        return [];
      },
      now: () => new Date('2026-06-15T12:00:00Z'),
      version: () => written,
    });
    const first = await sample();
    expect((await sample()).get(FEED_ITEM)).toBe(first.get(FEED_ITEM));
    expect(reads).toBe(1);
    written += 1;
    const after = await sample();
    expect(after.get(FEED_ITEM)).not.toBe(first.get(FEED_ITEM));
    expect(reads).toBe(2);
  });
});
