import { addDays, londonToday } from '@sl/server-kit';
import type { RacecardsRepository } from '../racecards/repository';
import { ridesFromCards, worldRides, type Ride } from './rides';
import { flatSeason, jumpsSeason } from './seasons';
import { daysFrom } from './person';

/** A past world day's rides worked out elsewhere (the racing world's worker thread), a reader's first. */
export type WorldRidesOn = (date: string, priority: 'now' | 'background') => Promise<Ride[]>;

/** World days' rides held on this thread: a season and a bit, as the figures count back. */
const DAYS_KEPT = 420;

/**
 * The results the figures are counted from, day by day: the feed's own days where the service holds them (what the
 * results pages show, imports included), the racing world's days before them. Nothing is counted before it is
 * declared. A world day costs 0.1 to 0.4 s of CPU: with `world` (the service's worker thread) it is worked out
 * there, so the event loop keeps answering; without it (tests) here, a day at a time between other work.
 */
export class RidesSource {
  private readonly held = new Map<string, Promise<Ride[]>>();

  constructor(
    private readonly repo: RacecardsRepository,
    private readonly seed: string,
    private readonly now: () => Date,
    private readonly world?: WorldRidesOn,
  ) {}

  ridesOn = async (date: string): Promise<Ride[]> => {
    const now = this.now();
    if (await this.repo.hasDay(date)) return ridesFromCards(await this.repo.cardsOn(date), now);
    if (date >= londonToday(now)) return [];
    return this.worldDay(date, 'now');
  };

  private worldDay(date: string, priority: 'now' | 'background'): Promise<Ride[]> {
    const held = this.held.get(date);
    if (held) return held;
    const rides = this.world
      ? this.world(date, priority)
      : // Other requests are served between days instead of waiting for a whole season.
        new Promise<void>((resolve) => setImmediate(resolve)).then(() => worldRides(this.seed, date));
    // A failure is not kept: the next reader asks again.
    rides.catch(() => this.held.delete(date));
    this.held.set(date, rides);
    if (this.held.size > DAYS_KEPT) this.held.delete(this.held.keys().next().value!);
    return rides;
  }

  /**
   * Works the seasons' world days out ahead of the first profile, a day at a time in the background, so that
   * first page does not wait for a season of results.
   */
  warm(): void {
    const today = londonToday(this.now());
    const from = [flatSeason(today).from, jumpsSeason(today).from].sort()[0]!;
    const days = daysFrom(from, addDays(today, -1)).reverse();
    const next = () => {
      const day = days.shift();
      if (!day) return;
      this.worldDay(day, 'background').then(
        () => setTimeout(next, 5).unref(),
        () => undefined,
      );
    };
    setTimeout(next, 2000).unref();
  }
}
