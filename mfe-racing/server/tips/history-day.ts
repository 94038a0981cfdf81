import type { RaceCard } from '@sl/contracts';
import type { Settlement } from '@sl/contracts/tip-records';
import { generateFeedDay } from '../feed/generate';
import { pickTips, type TipDraft } from './pick';
import { settlementFor } from './settle';

/** A day's tips as the desk gave them, with every tip whose result was out by `now` settled. */
export interface TippedDay {
  drafts: TipDraft[];
  settlements: Array<{ id: string; settlement: Settlement }>;
}

/** Tips a day from its cards as they stood before the off, and settles those whose races have a result by `now`. */
export function tippedDay(date: string, cards: RaceCard[], now: Date): TippedDay {
  const drafts = pickTips(date, cards);
  const byRace = new Map(cards.map((c) => [c.raceId, c]));
  const settlements = drafts
    .map((d) => ({ id: d.id, settlement: settlementFor(d, byRace.get(d.raceId) ?? null, now) }))
    .filter((s) => s.settlement.result !== 'pending');
  return { drafts, settlements };
}

/** A past day drawn from the racing world (the same races its feed gives), tipped and settled. */
export type HistoryDay = (date: string, now: Date) => Promise<TippedDay>;

/** On this thread: for a service that fills in no history (tests), and the worker's check in its test. */
export const historyDayHere =
  (seed: string): HistoryDay =>
  async (date, now) =>
    tippedDay(date, generateFeedDay(date, seed).races, now);
