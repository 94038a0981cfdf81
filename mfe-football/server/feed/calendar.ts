import { plusDays } from './london';

/**
 * The football year's fixed points, as rules over the calendar so every season from 2024 to 2030 (and beyond)
 * gets its own dates: opening weekends, international windows, European matchdays, cup rounds, last days.
 * Dates are YYYY-MM-DD; a season `s` runs from July of `s` to June of `s + 1`.
 */

export const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The first `day` (0 Sunday ... 6 Saturday) on or after `date`. */
export function onOrAfter(date: string, day: number): string {
  return plusDays(date, (day - weekday(date) + 7) % 7);
}

export const SATURDAY = 6;
export const TUESDAY = 2;
export const SUNDAY = 0;

const pad = (n: number) => String(n).padStart(2, '0');
export const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The last Sunday of a month. */
export function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const end = ymd(year, month, last);
  return plusDays(end, -weekday(end));
}

/**
 * The Saturdays of the men's international windows (FIFA/UEFA): early September, mid-October, mid-November and
 * late March. No European league plays on these weekends; national teams play Thursday to Tuesday around them.
 */
export function internationalSaturdays(season: number): string[] {
  return [
    onOrAfter(ymd(season, 9, 4), SATURDAY),
    onOrAfter(ymd(season, 10, 8), SATURDAY),
    onOrAfter(ymd(season, 11, 12), SATURDAY),
    onOrAfter(ymd(season + 1, 3, 22), SATURDAY),
  ];
}

/**
 * Champions League and Europa League league-phase weeks (the Tuesday of each): eight matchdays from mid-September
 * to late January, two weeks apart with the international breaks and a three-week gap in November between them.
 */
export function europeanTuesdays(season: number): string[] {
  const md1 = onOrAfter(ymd(season, 9, 15), TUESDAY);
  const md3 = onOrAfter(ymd(season, 10, 20), TUESDAY);
  const md7 = onOrAfter(ymd(season + 1, 1, 19), TUESDAY);
  return [
    md1,
    plusDays(md1, 14),
    md3,
    plusDays(md3, 14),
    plusDays(md3, 35),
    plusDays(md3, 49),
    md7,
    plusDays(md7, 7),
  ];
}

/** Conference League: six Thursdays, from the second European week to the week before Christmas. */
export function conferenceThursdays(season: number): string[] {
  const weeks = europeanTuesdays(season);
  return [weeks[1]!, weeks[2]!, weeks[3]!, weeks[4]!, weeks[5]!, plusDays(weeks[5]!, 7)].map((t) =>
    plusDays(t, 2),
  );
}

/** The Bundesliga's winter break: the last round before Christmas is played by 21 December, the first after it from 9 January. */
export const winterBreak = (season: number) => ({ from: ymd(season, 12, 22), to: ymd(season + 1, 1, 8) });

export const inRange = (date: string, from: string, to: string) => date >= from && date <= to;
