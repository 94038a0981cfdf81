/**
 * Calendar arithmetic on day numbers (days since 1970-01-01), which the model uses instead of Date objects: cheap,
 * and free of time zones (a racing date is a London calendar date).
 */
export function dayNumber(date: string): number {
  return Math.round(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000);
}

export function isoDate(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (day: number): number => (day + 4) % 7;

export const dayOf = (year: number, month: number, date: number): number =>
  Math.round(Date.UTC(year, month - 1, date) / 86_400_000);

/** The first `weekday` on or after the date. */
export function onOrAfter(year: number, month: number, date: number, weekday: number): number {
  const d = dayOf(year, month, date);
  return d + ((weekday - weekdayOf(d) + 7) % 7);
}

/** The last `weekday` of the month. */
export function lastOfMonth(year: number, month: number, weekday: number): number {
  const last = dayOf(year, month + 1, 0);
  return last - ((weekdayOf(last) - weekday + 7) % 7);
}

export const SATURDAY = 6;
export const SUNDAY = 0;
export const TUESDAY = 2;
