import { TIMEZONE } from '../constants/timing';

/** The festivals with their own microsites and themes (spec document 2 §4, "Theme"). */
export type FestivalName = 'cheltenham-festival' | 'royal-ascot' | 'grand-national';
export type FestivalTheme = 'orange' | 'magenta' | 'blue' | 'default';

export const FESTIVAL_DEFAULT_YEAR = 2025;

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
    default:
      return 'default';
  }
}

/** Festival start, as London wall-clock date and time (the Grand National race date is 2025-04-05, spec §9). */
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

export function festivalStart(festival: FestivalName, year: number = FESTIVAL_DEFAULT_YEAR): number {
  const s = FESTIVAL_STARTS[festival];
  return londonWallClockToUtc(year, s.month, s.day, s.time);
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
