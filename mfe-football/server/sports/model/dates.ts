/** Dates as YYYY-MM-DD strings; wall-clock times by IANA zone through cached Intl formatters (a year of tennis
 * makes thousands of these, too many for a parse per call). */

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function ymd(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 0 Sunday .. 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** The first `weekday` on or after `date`. */
export function onOrAfter(date: string, weekday: number): string {
  return addDays(date, (weekday - weekdayOf(date) + 7) % 7);
}

/** The n-th (1-based) `weekday` of a month. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  return addDays(onOrAfter(ymd(year, month, 1), weekday), 7 * (n - 1));
}

/** Every date from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const list: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) list.push(d);
  return list;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall clock in `zone` at `instant`: [date, hour, minute]. */
function wallClock(instant: number, zone: string): [string, number, number] {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return [`${parts.year}-${parts.month}-${parts.day}`, Number(parts.hour), Number(parts.minute)];
}

function offsetMs(instant: number, zone: string): number {
  const [date, hour, minute] = wallClock(instant, zone);
  return (
    Date.parse(`${date}T00:00:00Z`) + (hour * 60 + minute) * 60_000 - Math.floor(instant / 60_000) * 60_000
  );
}

/** The instant a wall-clock time happens in a zone (London unless told: US games are set by Eastern time). */
export function instantAt(date: string, hour: number, minute: number, zone = 'Europe/London'): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + (hour * 60 + minute) * 60_000;
  const first = wall - offsetMs(wall, zone);
  // Near a clock change the offset at the first guess can differ from the offset at the answer.
  return new Date(wall - offsetMs(first, zone));
}

export function londonDate(instant: Date): string {
  return wallClock(instant.getTime(), 'Europe/London')[0];
}

export function londonTime(instant: Date): string {
  const [, hour, minute] = wallClock(instant.getTime(), 'Europe/London');
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
