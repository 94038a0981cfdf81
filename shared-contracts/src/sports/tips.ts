import type { TipRecord, TipResult } from '../tips/types';
import type { OtherSport, Side } from './types';

/**
 * The other sports' tips (GET /api/football/v1/sports/{sport}/tips?from=&to=): the sports desk's pick to win each
 * head-to-head event, at the price of the day, settled from the result. Golf (a field, not two sides) and cricket
 * (Tests are often drawn) are not tipped.
 */
export const TIPPED_SPORTS = ['darts', 'snooker', 'tennis', 'boxing', 'nfl', 'rugby'] as const;
export type TippedSport = (typeof TIPPED_SPORTS)[number];

export function isTippedSport(sport: OtherSport): sport is TippedSport {
  return (TIPPED_SPORTS as readonly string[]).includes(sport);
}

export const SPORTS_DESK_TIPSTER = { id: 'sports-desk', name: 'Sporting Life sports desk' } as const;

export interface SportTip {
  eventId: string;
  sport: OtherSport;
  /** The event page. */
  path: string;
  /** "Luke Humphries v Michael Smith". */
  event: string;
  competition: string;
  round: string;
  /** ISO instant and London day of the start. */
  startTime: string;
  date: string;
  selection: { side: Side; name: string };
  /** The fractional price of the selection when tipped, and the two-way market it came from. */
  price: string;
  market: [string, string];
  reasoning: string;
  result: TipResult;
  /** Points to a 1-point level stake; null while pending. */
  profit: number | null;
}

export interface SportTipsResponse {
  sport: OtherSport;
  from: string;
  to: string;
  tips: SportTip[];
  /** The desk's record in this sport over the days before `to` (settled tips only), from `recordFrom`. */
  record: TipRecord;
  recordFrom: string;
}
