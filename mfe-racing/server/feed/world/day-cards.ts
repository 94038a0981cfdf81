import type { RaceCard } from '@sl/contracts';
import { racesOn } from './calendar';
import { worldRaceCards } from './feed-day';

/** One racing world day's race cards in off-time order (what WorldDayCards keeps, and the world thread draws). */
export const worldDayCards = (date: string, seed: string): RaceCard[] =>
  worldRaceCards(date, seed, racesOn).sort(
    (a, b) => a.offTime.localeCompare(b.offTime) || a.raceId - b.raceId,
  );

/**
 * A racing world's days of race cards in off-time order, worked out on first ask and kept so a second look costs
 * nothing; beyond `keep` days the oldest asked is dropped first. Replays and results both read days the service
 * does not hold from here.
 */
export class WorldDayCards {
  private readonly days = new Map<string, RaceCard[]>();

  constructor(
    private readonly seed: string,
    private readonly keep: number,
  ) {}

  on(date: string): RaceCard[] {
    let cards = this.days.get(date);
    if (!cards) {
      cards = worldDayCards(date, this.seed);
      this.days.set(date, cards);
      if (this.days.size > this.keep) this.days.delete(this.days.keys().next().value!);
    }
    return cards;
  }
}
