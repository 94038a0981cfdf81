import type { RaceCard } from '@sl/contracts';
import { addDays, londonToday } from '@sl/server-kit';
import { WorldDayCards } from '../feed/world/day-cards';
import type { RacecardsRepository } from '../racecards/repository';

/** How far back results reach: a season and a bit, so a profile's form links to its results day. */
const RESULTS_DAYS_BACK = 400;

/**
 * A day's race cards for the results pages: the feed's own day where the service holds it (imports included), and
 * the racing world's day before that, worked out on first ask and kept for a while. Nothing after today.
 */
export class ResultsSource {
  /** Two weeks of world days kept: a visitor paging back through results. */
  private readonly worldDays: WorldDayCards;

  constructor(
    private readonly repo: RacecardsRepository,
    seed: string,
    private readonly now: () => Date,
  ) {
    this.worldDays = new WorldDayCards(seed, 14);
  }

  /** The day's cards, and whether they are the feed's own (so each race card can be opened). */
  async cardsOn(date: string): Promise<{ cards: RaceCard[]; held: boolean }> {
    if (await this.repo.hasDay(date)) return { cards: await this.repo.cardsOn(date), held: true };
    return { cards: this.worldCards(date), held: false };
  }

  private worldCards(date: string): RaceCard[] {
    const today = londonToday(this.now());
    if (date >= today || date < addDays(today, -RESULTS_DAYS_BACK)) return [];
    return this.worldDays.on(date);
  }
}
