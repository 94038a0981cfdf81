import {
  ENTRY_STATUS,
  settleRacingTip,
  tipsterById,
  tipsterSummary,
  type RaceCard,
  type Settlement,
  type Tip,
} from '@sl/contracts';
import { addDays, londonToday } from '@sl/server-kit';
import { generateFeedDay } from '../feed/generate';
import { visibleResult } from '../racecard/present';
import type { RacecardsRepository } from '../racecards/repository';
import { pickTips, racePathOf, type TipDraft } from './pick';
import type { StoredTip, TipsRepository } from './repository';

/**
 * A tip's settlement from its race card as it stands at `now`: pending until the result is out; a horse that did
 * not run (taken out, or missing from the result) is void; otherwise settled at its starting price.
 */
function settlementFor(draft: TipDraft, card: RaceCard | null, now: Date): Settlement {
  const result = card ? visibleResult(card, now) : null;
  if (!card || !result) return settleRacingTip(null, draft.price);
  const entry = card.entries.find((e) => e.horseCode === draft.horseCode);
  const placing = result.placings.find((p) => p.horseCode === draft.horseCode);
  const nonRunner = !entry || entry.statusId !== ENTRY_STATUS.runner || !placing;
  return settleRacingTip(
    { nonRunner, position: placing?.position ?? 0, startingPrice: placing?.startingPrice ?? '' },
    draft.price,
  );
}

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
    private readonly worldSeed: string,
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
   * stood before the off and settled from their results. One day at a time, yielding between days, so requests
   * are served meanwhile; stops when the service closes.
   */
  async backfill(days: number): Promise<number> {
    let given = 0;
    const today = this.today();
    for (let offset = 2; offset <= days + 1 && !this.stopped; offset++) {
      const date = addDays(today, -offset);
      await new Promise((resolve) => setImmediate(resolve));
      if (this.stopped || (await this.tips.hasDay(date))) continue;
      const held = await this.racecards.cardsOn(date);
      const cards = held.length > 0 ? held : generateFeedDay(date, this.worldSeed).races;
      if (this.stopped) break;
      const drafts = pickTips(date, cards);
      if (!(await this.tips.saveDay(date, drafts, held.length > 0 ? 'feed' : 'history'))) continue;
      const byRace = new Map(cards.map((c) => [c.raceId, c]));
      const now = this.now();
      for (const draft of drafts) {
        const settlement = settlementFor(draft, byRace.get(draft.raceId) ?? null, now);
        if (settlement.result !== 'pending') await this.tips.settle(draft.id, settlement, now);
      }
      given++;
    }
    return given;
  }

  stop(): void {
    this.stopped = true;
  }
}
