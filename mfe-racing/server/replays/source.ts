import { type RaceCard } from '@sl/contracts';
import { REPLAY_DAYS, raceDayOf } from '@sl/contracts/race-history';
import { addDays, londonToday } from '@sl/server-kit';
import { WorldDayCards } from '../feed/world/day-cards';
import type { RacecardsRepository } from '../racecards/repository';

/**
 * The race cards replays are drawn from: the feed's own days where the service holds them (so a replay always
 * agrees with the results pages, imported days included), and the racing world's days before them, worked out on
 * first use. Only today and the REPLAY_DAYS - 1 days before it are replay days.
 */
export class ReplaySource {
  private readonly worldDays: WorldDayCards;

  constructor(
    private readonly repo: RacecardsRepository,
    seed: string,
    private readonly now: () => Date,
  ) {
    this.worldDays = new WorldDayCards(seed, REPLAY_DAYS);
  }

  /** Today first, then the days before it. */
  days(): string[] {
    const today = londonToday(this.now());
    return Array.from({ length: REPLAY_DAYS }, (_, i) => addDays(today, -i));
  }

  isReplayDay(date: string): boolean {
    return this.days().includes(date);
  }

  /** The day's race cards (with their full results, before the off check), or [] outside the replay days. */
  async cardsOn(date: string): Promise<RaceCard[]> {
    if (!this.isReplayDay(date)) return [];
    if (await this.repo.hasDay(date)) return this.repo.cardsOn(date);
    return this.worldDays.on(date);
  }

  /** A replay day's race by id, or null (unknown id, or a day outside the replay days). */
  async race(raceId: number): Promise<RaceCard | null> {
    const date = raceDayOf(raceId);
    if (!date || !this.isReplayDay(date)) return null;
    if (await this.repo.hasDay(date)) {
      const card = await this.repo.race(raceId);
      return card && card.meetingDate.slice(0, 10) === date ? card : null;
    }
    return (await this.cardsOn(date)).find((c) => c.raceId === raceId) ?? null;
  }
}
