import { addDays, londonToday } from '@sl/server-kit';
import type { RacecardsRepository } from '../racecards/repository';
import { ridesFromCards, worldRides, type Ride } from './rides';
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
    return date < londonToday(now) ? worldRides(this.seed, date) : [];
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
