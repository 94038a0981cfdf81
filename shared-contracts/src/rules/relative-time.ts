const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

function elapsed(then: number | Date, now: number | Date): number {
  return Math.max(0, +now - +then);
}

/** Short form: seconds under a minute, then m, h, d, M (30 days), y (365 days). */
export function shortRelativeTime(then: number | Date, now: number | Date = Date.now()): string {
  const ms = elapsed(then, now);
  if (ms < MINUTE) return `${Math.floor(ms / SECOND)}s`;
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)}m`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)}h`;
  if (ms < MONTH) return `${Math.floor(ms / DAY)}d`;
  if (ms < YEAR) return `${Math.floor(ms / MONTH)}M`;
  return `${Math.floor(ms / YEAR)}y`;
}

/** Elapsed form with min, h, d, w, M, y units ("5 min ago"); under a minute reads "just now". */
export function elapsedTime(then: number | Date, now: number | Date = Date.now()): string {
  const ms = elapsed(then, now);
  if (ms < MINUTE) return 'just now';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min ago`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h ago`;
  if (ms < WEEK) return `${Math.floor(ms / DAY)} d ago`;
  if (ms < MONTH) return `${Math.floor(ms / WEEK)} w ago`;
  if (ms < YEAR) return `${Math.floor(ms / MONTH)} M ago`;
  return `${Math.floor(ms / YEAR)} y ago`;
}
