import { TIMEZONE } from '../constants/timing';
import {
  FESTIVAL_DEFAULT_YEAR,
  festivalEdition,
  nextFestivalEdition,
  type FestivalEdition,
} from '../racing/festival-meetings';
import { londonDate } from '../time/london';
import type { PromoName } from './banner';

/** The festivals with their own microsites and themes (spec document 2 §4, "Theme"). */
export type FestivalName = 'cheltenham-festival' | 'royal-ascot' | 'grand-national';
export type FestivalTheme = 'orange' | 'magenta' | 'blue' | 'default';

/** Which festival a path belongs to, if any (Royal Ascot only when its microsite is switched on). */
export function festivalForPath(
  path: string,
  royalAscotMicrosite: 'true' | 'false' | string,
): FestivalName | null {
  const first = (path.split(/[?#]/)[0] ?? '').split('/')[1] ?? '';
  if (first === 'cheltenham-festival') return 'cheltenham-festival';
  if (first === 'grand-national') return 'grand-national';
  if (first === 'royal-ascot' && royalAscotMicrosite === 'true') return 'royal-ascot';
  return null;
}

/** The theme the festival context gives: orange, magenta, blue, else the default navy/gold. */
export function festivalTheme(path: string, royalAscotMicrosite: 'true' | 'false' | string): FestivalTheme {
  switch (festivalForPath(path, royalAscotMicrosite)) {
    case 'cheltenham-festival':
      return 'orange';
    case 'grand-national':
      return 'magenta';
    case 'royal-ascot':
      return 'blue';
    case null:
      return 'default';
  }
}

/**
 * Festival start, as London wall-clock date and time, in the spec's example year (document 2 §9; the Grand National
 * race date is 2025-04-05). Only `time` is read for other years: their dates come from the calendar rules in
 * racing/festival-meetings.ts, which give these 2025 dates too.
 */
export const FESTIVAL_STARTS: Record<FestivalName, { month: number; day: number; time: string }> = {
  'cheltenham-festival': { month: 3, day: 11, time: '13:30' },
  'royal-ascot': { month: 6, day: 17, time: '14:30' },
  'grand-national': { month: 4, day: 5, time: '16:00' },
};

/** The UTC instant of a London wall-clock time (handles GMT and BST without a time-zone library). */
export function londonWallClockToUtc(year: number, month: number, day: number, time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const guess = Date.UTC(year, month - 1, day, h, m);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIMEZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(guess));
  const lh = Number(parts.find((p) => p.type === 'hour')?.value);
  const lm = Number(parts.find((p) => p.type === 'minute')?.value);
  const offsetMin = (lh * 60 + lm - (h * 60 + m) + 1440) % 1440;
  return guess - (offsetMin > 720 ? offsetMin - 1440 : offsetMin) * 60_000;
}

/** The countdown's moment: the first race of day 1; the Grand National's is the race itself, on its last day. */
export function festivalCountdownTarget(edition: FestivalEdition): number {
  const date =
    edition.festival === 'grand-national' ? edition.dates[edition.dates.length - 1]! : edition.dates[0]!;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return londonWallClockToUtc(y, m, d, FESTIVAL_STARTS[edition.festival].time);
}

/** The countdown start of the year's edition (the spec's example year by default). */
export function festivalStart(festival: FestivalName, year: number = FESTIVAL_DEFAULT_YEAR): number {
  return festivalCountdownTarget(festivalEdition(festival, year));
}

export interface NextFestival {
  edition: FestivalEdition;
  /** What a countdown runs to (festivalCountdownTarget). */
  target: number;
  /** Today (London) is one of its days. */
  running: boolean;
}

/** The edition running today in London, else the next one: until the end of its last day it is still "this" one. */
export function nextFestival(festival: FestivalName, now: number): NextFestival {
  const today = londonDate(new Date(now));
  const edition = nextFestivalEdition(festival, today);
  return { edition, target: festivalCountdownTarget(edition), running: edition.dates[0]! <= today };
}

/** The big festivals with their own promos (spec document 1 §2, "Known promos"). */
export const FESTIVAL_PROMOS: Record<FestivalName, PromoName> = {
  'cheltenham-festival': 'cheltenham',
  'grand-national': 'grand-national',
  'royal-ascot': 'ascot',
};

export function festivalOfPromo(name: string): FestivalName | null {
  const entry = Object.entries(FESTIVAL_PROMOS).find(([, promo]) => promo === name);
  return entry ? (entry[0] as FestivalName) : null;
}

/**
 * The big festival a hero should feature: the one running, else the one whose next edition starts first (after
 * Royal Ascot, next year's Cheltenham). The Derby and the Ebor have no festival microsite in the spec.
 */
export function nextBigFestival(now: number): NextFestival {
  const all = (Object.keys(FESTIVAL_PROMOS) as FestivalName[]).map((f) => nextFestival(f, now));
  return all.reduce((best, f) => (f.edition.dates[0]! < best.edition.dates[0]! ? f : best));
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  started: boolean;
}

export function countdownTo(target: number, now: number): Countdown {
  const left = Math.max(0, target - now);
  const s = Math.floor(left / 1000);
  return {
    days: Math.floor(s / 86400),
    hours: Math.floor((s % 86400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
    started: left === 0,
  };
}
