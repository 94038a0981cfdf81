import type { TipSport, TipsterSummary } from './tipsters';

/**
 * A tip's outcome. A win bet that finishes second or third is 'placed' (shown as placed, settled as a loser at
 * level stakes); 'void' is a non-runner, an abandoned race or a postponed match (stake returned).
 */
export type TipResult = 'pending' | 'won' | 'lost' | 'placed' | 'void';
export const TIP_RESULTS: readonly TipResult[] = ['pending', 'won', 'lost', 'placed', 'void'];

/** The race or match a tip is for. */
export interface TipEvent {
  /** The race id or match id, as the sport's own API knows it. */
  id: string;
  /** "14:30 Cheltenham: Paddy Power Gold Cup" or "Arsenal v Chelsea". */
  name: string;
  /** ISO instant of the off or the kick-off. */
  startTime: string;
  /** Course or competition name. */
  venue: string;
  /** The site path of the race card or match page. */
  path: string;
}

export interface TipSelection {
  /** Horse code or the football selection id ("home", "draw", "btts-yes", ...). */
  id: string;
  name: string;
}

/** One leg of an accumulator tip. */
export interface TipLeg {
  event: TipEvent;
  selection: TipSelection;
  market: string;
  /** Fractional price, e.g. "5/2". */
  price: string;
  result: TipResult;
}

export interface Tip {
  id: string;
  tipster: TipsterSummary;
  sport: TipSport;
  /** The London day the tip is for (YYYY-MM-DD). */
  date: string;
  event: TipEvent;
  selection: TipSelection;
  /** "Win", "Match result", "Both teams to score", "Accumulator"... */
  market: string;
  /** The fractional price when the tip was given ("" when unpriced). */
  price: string;
  reasoning: string;
  /** The tipster's best bet of the day: one per tipster per day and sport. */
  nap: boolean;
  result: TipResult;
  /** The returned starting price for racing, the settlement price for football; null until settled or when void. */
  startingPrice: string | null;
  /** Profit or loss in points to a 1-point level stake; null while pending. */
  profit: number | null;
  /** Accumulator legs (football); absent for single tips. */
  legs?: TipLeg[];
}

/** A period a record is counted over. */
export type TipPeriod = '14d' | '30d' | 'season' | 'all';
export const TIP_PERIODS: readonly TipPeriod[] = ['14d', '30d', 'season', 'all'];
export const TIP_PERIOD_LABELS: Record<TipPeriod, string> = {
  '14d': 'Last 14 days',
  '30d': 'Last 30 days',
  season: 'Season',
  all: 'All time',
};

/** A record of settled tips at level stakes. */
export interface TipRecord {
  /** Bets struck and settled (voids excluded). */
  runs: number;
  wins: number;
  /** Placed second or third (a losing win bet). */
  placed: number;
  losses: number;
  voids: number;
  pending: number;
  /** Wins / runs as a percentage with one decimal; 0 with no runs. */
  strikeRate: number;
  /** Profit (or loss, negative) in points to 1-point level stakes, two decimals. */
  profit: number;
  /** Profit / runs as a percentage with one decimal; 0 with no runs. */
  roi: number;
}

/** One day of a profit-and-loss chart. */
export interface PnlPoint {
  date: string;
  /** That day's profit in points. */
  profit: number;
  /** Running total from the first day of the series. */
  cumulative: number;
}

/** A tipster's record for a sport and kind (all tips, or naps only), over the rolling windows and the season. */
export interface TipsterRecordRow {
  tipster: TipsterSummary;
  /** The record over the requested period. */
  record: TipRecord;
  last14: TipRecord;
  last30: TipRecord;
  season: TipRecord;
  /** Results of the last settled bets, oldest first: W (won), P (placed), L (lost), V (void). */
  form: string;
  series: PnlPoint[];
}

/** GET .../tips?date= */
export interface TipsResponse {
  sport: TipSport;
  date: string;
  tips: Tip[];
}

/** GET .../tips/naps-table?period= : naps only, one row per tipster, best profit first. */
export interface NapsTableResponse {
  sport: TipSport;
  period: TipPeriod;
  /** First and last day counted (inclusive). */
  from: string;
  to: string;
  rows: TipsterRecordRow[];
  /** Today's naps (one per tipster), pending or settled. */
  today: Tip[];
}

/** GET .../tipping-records?tipster=&period= : all tips, one row per tipster (or just the one asked for). */
export interface TippingRecordsResponse {
  sport: TipSport;
  period: TipPeriod;
  from: string;
  to: string;
  rows: TipsterRecordRow[];
  /** The requested tipster's latest tips, newest first (up to 20), when `tipster` was given. */
  recent?: Tip[];
}

/** The sport services' tip API paths (through the shell's /api gateway). */
export const TIPS_API = {
  racing: {
    tips: '/api/horse-racing/v2/tips',
    napsTable: '/api/horse-racing/v2/tips/naps-table',
    tippingRecords: '/api/horse-racing/v2/tips/tipping-records',
  },
  football: {
    tips: '/api/football/v1/tips',
    tippingRecords: '/api/football/v1/tipping-records',
  },
} as const;
