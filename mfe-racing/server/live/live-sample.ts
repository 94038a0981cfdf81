import { ENTRY_STATUS, liveStatusAt, type RaceCard } from '@sl/contracts';
import type { LiveSample } from '@sl/server-kit';
import { londonToday } from '@sl/server-kit';
import { visibleResult } from '../racecard/present';

/** The day's cards are read again this often: non-runners and imports change them rarely, the clock every second. */
const CARDS_TTL_MS = 10_000;

export interface RacingLiveDeps {
  cardsOn: (date: string) => Promise<RaceCard[]>;
  now: () => Date;
  /**
   * The race cards' write count (RacecardsRepository.version, bumped here or on another process's notice): a write
   * is read at the next tick, not after the cards' time-to-live, and is itself a change (the `feed` item), so the
   * gateway, which keeps race card answers until the feed changes, lets go of them.
   */
  version?: () => number;
}

/** The live item that stands for the race cards as a whole: its fingerprint moves with every write. */
export const FEED_ITEM = 'feed';

/**
 * What a page shows of each of the day's races that moves: off or not, the result's state and winner once declared,
 * and the non-runners. Sampled every tick from the clock, on cards held for CARDS_TTL_MS.
 */
export function racingLiveSample({ cardsOn, now, version }: RacingLiveDeps): () => Promise<LiveSample> {
  let held: { date: string; at: number; version: number | undefined; cards: RaceCard[] } | null = null;
  return async () => {
    const at = now();
    const date = londonToday(at);
    const written = version?.();
    if (!held || held.date !== date || held.version !== written || at.getTime() - held.at > CARDS_TTL_MS)
      held = { date, at: at.getTime(), version: written, cards: await cardsOn(date) };
    const sample = new Map<string, string>();
    if (written !== undefined) sample.set(FEED_ITEM, String(written));
    for (const card of held.cards) {
      const result = visibleResult(card, at);
      const nonRunners = card.entries
        .filter((entry) => entry.statusId !== ENTRY_STATUS.runner)
        .map((entry) => entry.horseCode)
        .join(',');
      const winner = result?.placings.find((placing) => placing.position === 1)?.horseCode ?? '';
      sample.set(
        String(card.raceId),
        `${liveStatusAt(card.offTime, at)}|${result?.state ?? ''}|${winner}|${nonRunners}`,
      );
    }
    return sample;
  };
}
