import type { RaceCard } from '@sl/contracts';
import { addDays, londonToday } from '@sl/server-kit';
import { WorldDayCards } from '../feed/world/day-cards';
import type { RacecardsRepository } from '../racecards/repository';

/** How far back results reach: a season and a bit, so a profile's form links to its results day. */
const RESULTS_DAYS_BACK = 400;
/** Two weeks of world days kept: a visitor paging back through results. */
const KEEP_DAYS = 14;

/**
 * A day's race cards for the results pages: the feed's own day where the service holds it (imports included), and
 * the racing world's day before that, worked out on first ask and kept for a while. Nothing after today.
 */
export class ResultsSource {
  private readonly worldDays: WorldDayCards;
  /** Days being drawn or drawn on the world thread, by date (a promise, so two asks of one day draw it once). */
  private readonly drawn = new Map<string, Promise<RaceCard[]>>();

  constructor(
    private readonly repo: RacecardsRepository,
    seed: string,
    private readonly now: () => Date,
    /** Draws a world day off the event loop (the service's world thread); on this thread when absent (tests). */
    private readonly draw?: (date: string) => Promise<RaceCard[]>,
  ) {
    this.worldDays = new WorldDayCards(seed, KEEP_DAYS);
  }

  /** The day's cards, and whether they are the feed's own (so each race card can be opened). */
  async cardsOn(date: string): Promise<{ cards: RaceCard[]; held: boolean }> {
    if (await this.repo.hasDay(date)) return { cards: await this.repo.cardsOn(date), held: true };
    return { cards: await this.worldCards(date), held: false };
  }

  private async worldCards(date: string): Promise<RaceCard[]> {
    const today = londonToday(this.now());
    if (date >= today || date < addDays(today, -RESULTS_DAYS_BACK)) return [];
    if (!this.draw) return this.worldDays.on(date);
    let day = this.drawn.get(date);
    if (!day) {
      day = this.draw(date);
      // A failed draw is not kept: the next ask tries again.
      day.catch(() => this.drawn.delete(date));
      this.drawn.set(date, day);
      if (this.drawn.size > KEEP_DAYS) this.drawn.delete(this.drawn.keys().next().value!);
    }
    return day;
  }
}
