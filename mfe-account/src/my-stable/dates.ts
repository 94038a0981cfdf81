import { londonDate } from '@sl/contracts';

/** The day after a YYYY-MM-DD date (calendar arithmetic, so clock changes cannot skip or repeat a day). */
export function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Today and tomorrow in London: the days My Stable looks ahead over. */
export function todayAndTomorrow(now: Date = new Date()): { today: string; tomorrow: string } {
  const today = londonDate(now);
  return { today, tomorrow: nextDate(today) };
}
