import { tipsterById, tipsterSummary, type RaceCard, type Tip } from '@sl/contracts';
import { addDays, londonToday } from '@sl/server-kit';
import type { RacecardsRepository } from '../racecards/repository';
import { tippedDay, type HistoryDay, type TippedDay } from './history-day';
import { pickTips, racePathOf } from './pick';
import type { StoredTip, TipsRepository } from './repository';
import { settlementFor } from './settle';

export function toTip(stored: StoredTip): Tip {
  const { draft } = stored;
  const tipster = tipsterById(draft.tipsterId);
  return {
    id: draft.id,
    tipster: tipster ? tipsterSummary(tipster) : { id: draft.tipsterId, name: draft.tipsterId, role: '' },
    sport: 'racing',
    date: draft.date,
    event: {
      id: String(draft.raceId),
      name: `${draft.offTimeLocal} ${draft.courseName}: ${draft.raceTitle}`,
      startTime: draft.offTime,
      venue: draft.courseName,
      path: racePathOf(draft),
    },
    selection: { id: draft.horseCode, name: draft.horseName },
    market: 'Win',
    price: draft.price,
    reasoning: draft.reasoning,
    nap: draft.nap,
    result: stored.result,
    startingPrice: stored.startingPrice,
    profit: stored.profit,
  };
}

/** The racing tips desk: gives each day's tips from the cards held and settles them as results land. */
export class TipsService {
  private stopped = false;

  constructor(
    private readonly racecards: RacecardsRepository,
    private readonly tips: TipsRepository,
    private readonly now: () => Date,
    /** A past day drawn from the racing world and tipped (feed/world-worker.ts: off the event loop). */
    private readonly historyDay: HistoryDay,
  ) {}

  today(): string {
    return londonToday(this.now());
  }

  /**
   * Gives a day's tips from its cards once, for days up to tomorrow (tips are published the evening before);
   * a day the service holds no cards for gets none.
   */
  async ensureDay(date: string): Promise<void> {
    if (date > addDays(this.today(), 1) || (await this.tips.hasDay(date))) return;
    const cards = await this.racecards.cardsOn(date);
    if (cards.length === 0) return;
    await this.tips.saveDay(date, pickTips(date, cards), 'feed');
  }

  /** Settles every pending tip whose race has a result by now, from the race cards held. */
  async settleDue(): Promise<number> {
    const now = this.now();
    const pending = await this.tips.pendingSince(now);
    const cards = new Map<number, RaceCard | null>();
    let settled = 0;
    for (const draft of pending) {
      if (!cards.has(draft.raceId)) cards.set(draft.raceId, await this.racecards.race(draft.raceId));
      const settlement = settlementFor(draft, cards.get(draft.raceId) ?? null, now);
      if (settlement.result === 'pending') continue;
      await this.tips.settle(draft.id, settlement, now);
      settled++;
    }
    return settled;
  }

  /** Brings the tips up to date for a read: the days around today given, everything due settled. */
  async refresh(date?: string): Promise<void> {
    const today = this.today();
    for (const day of new Set([addDays(today, -1), today, addDays(today, 1), ...(date ? [date] : [])])) {
      await this.ensureDay(day);
    }
    await this.settleDue();
  }

  /**
   * The tipsters' record before the service started: for each of the `days` days before yesterday that has no
   * tips, the day is drawn from the racing world (the same races the feed gives), tipped from the cards as they
   * stood before the off and settled from their results. One day at a time, each drawn off this thread (the
   * `historyDay` given), so requests are served meanwhile; stops when the service closes.
   */
  async backfill(days: number): Promise<number> {
    let given = 0;
    const today = this.today();
    for (let offset = 2; offset <= days + 1 && !this.stopped; offset++) {
      const date = addDays(today, -offset);
      await new Promise((resolve) => setImmediate(resolve));
      if (this.stopped || (await this.tips.hasDay(date))) continue;
      const held = await this.racecards.cardsOn(date);
      const now = this.now();
      const day = held.length > 0 ? tippedDay(date, held, now) : await this.historyDay(date, now);
      if (this.stopped) break;
      if (!(await this.tips.saveDay(date, day.drafts, held.length > 0 ? 'feed' : 'history'))) continue;
      await this.settleAll(day, now);
      given++;
    }
    return given;
  }

  private async settleAll({ settlements }: TippedDay, now: Date): Promise<void> {
    for (const { id, settlement } of settlements) await this.tips.settle(id, settlement, now);
  }

  stop(): void {
    this.stopped = true;
  }
}
