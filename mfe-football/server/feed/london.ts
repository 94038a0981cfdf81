/**
 * Date arithmetic for drawing a season, without a time-zone library: a season places tens of thousands of
 * candidate kick-offs and dayjs's zone plugin made that take seconds. Checked against server-kit's
 * londonInstant over many dates in london.property.test.ts.
 */

const DAY_MS = 86_400_000;

/** `date` (YYYY-MM-DD) moved by `days`. */
export function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last Sunday of a month, as a day of the month. */
function lastSundayOf(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/**
 * Hours London is ahead of UTC at a wall-clock time: British Summer Time runs from 01:00 GMT on the last Sunday
 * of March to 01:00 GMT on the last Sunday of October.
 */
function londonOffset(date: string, hour: number): 0 | 1 {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const start = lastSundayOf(year, 3);
  const end = lastSundayOf(year, 10);
  if (month < 3 || month > 10) return 0;
  if (month > 3 && month < 10) return 1;
  if (month === 3) return day > start || (day === start && hour >= 1) ? 1 : 0;
  return day < end || (day === end && hour < 1) ? 1 : 0;
}

/** The instant of a London wall-clock time on `date`. */
export function londonWallClock(date: string, hour: number, minute: number): Date {
  return new Date(
    Date.parse(`${date}T00:00:00Z`) + ((hour - londonOffset(date, hour)) * 60 + minute) * 60_000,
  );
}
