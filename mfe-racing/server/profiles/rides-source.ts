import { addDays, londonToday } from '@sl/server-kit';
import type { RacecardsRepository } from '../racecards/repository';
import { ridesFromCards, worldRides, worldRidesHeld, type Ride } from './rides';
import { flatSeason, jumpsSeason } from './seasons';
import { daysFrom } from './person';

/**
 * The results the figures are counted from, day by day: the feed's own days where the service holds them (what the
 * results pages show, imports included), the racing world's days before them. Nothing is counted before it is declared.
 */
export class RidesSource {
  constructor(
    private readonly repo: RacecardsRepository,
    private readonly seed: string,
    private readonly now: () => Date,
  ) {}

  ridesOn = async (date: string): Promise<Ride[]> => {
    const now = this.now();
    if (await this.repo.hasDay(date)) return ridesFromCards(await this.repo.cardsOn(date), now);
    if (date >= londonToday(now)) return [];
    // A world day not yet worked out costs ~0.1 s (more on a busy machine), and a first profile can need a season
    // of them: other requests are served between days instead of waiting for the whole season.
    if (!worldRidesHeld(this.seed, date)) await new Promise((resolve) => setImmediate(resolve));
    return worldRides(this.seed, date);
  };

  /**
   * Works the seasons' world days out ahead of the first profile, a day at a time between other work, so that
   * first page does not wait for a season of results.
   */
  warm(): void {
    const today = londonToday(this.now());
    const from = [flatSeason(today).from, jumpsSeason(today).from].sort()[0]!;
    const days = daysFrom(from, addDays(today, -1)).reverse();
    const next = () => {
      const day = days.shift();
      if (!day) return;
      worldRides(this.seed, day);
      setTimeout(next, 5).unref();
    };
    setTimeout(next, 2000).unref();
  }
}
