import { londonInstant, londonToday } from '@sl/server-kit';
import type { TransferWindowInfo } from '../../src/transfers/types';

export type WindowKind = 'summer' | 'january';

export interface TransferWindow {
  id: string;
  kind: WindowKind;
  /** Calendar year the window is in. */
  year: number;
  name: string;
  opens: Date;
  closes: Date;
}

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const pad = (n: number) => String(n).padStart(2, '0');

/** A deadline that falls on a Saturday or a Sunday moves to the Monday, as the leagues set them. */
export function deadlineDay(year: number, month: number, day: number): string {
  const date = `${year}-${pad(month)}-${pad(day)}`;
  const shift = { 6: 2, 0: 1 }[weekday(date)] ?? 0;
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + shift);
  return d.toISOString().slice(0, 10);
}

/**
 * The English windows: summer from 16 June to 1 September (19:00 UK time), January from 1 January to 2 February
 * (23:00); a deadline on a weekend moves to the Monday.
 */
export function transferWindow(kind: WindowKind, year: number): TransferWindow {
  if (kind === 'summer')
    return {
      id: `summer-${year}`,
      kind,
      year,
      name: `Summer ${year}`,
      opens: londonInstant(`${year}-06-16`, 0, 0),
      closes: londonInstant(deadlineDay(year, 9, 1), 19, 0),
    };
  return {
    id: `january-${year}`,
    kind,
    year,
    name: `January ${year}`,
    opens: londonInstant(`${year}-01-01`, 0, 0),
    closes: londonInstant(deadlineDay(year, 2, 2), 23, 0),
  };
}

/** A window by id ("summer-2026"), or null when the id is not one. */
export function windowById(id: string): TransferWindow | null {
  const match = /^(summer|january)-(\d{4})$/.exec(id);
  if (!match) return null;
  const year = Number(match[2]);
  if (year < 2000 || year > 2100) return null;
  return transferWindow(match[1] as WindowKind, year);
}

/** Windows in time order around `year`. */
const windowsOf = (year: number) =>
  [year - 1, year, year + 1].flatMap((y) => [transferWindow('january', y), transferWindow('summer', y)]);

/** The window open at `now`, else the next to open. */
export function currentOrNextWindow(now: Date): TransferWindow {
  const year = Number(londonToday(now).slice(0, 4));
  return windowsOf(year).find((w) => now.getTime() < w.closes.getTime())!;
}

/** The window open at `now`, or null between windows. */
export function openWindow(now: Date): TransferWindow | null {
  const w = currentOrNextWindow(now);
  return now.getTime() >= w.opens.getTime() ? w : null;
}

/** The last window to have shut by `now`. */
export function lastClosedWindow(now: Date): TransferWindow {
  const year = Number(londonToday(now).slice(0, 4));
  return windowsOf(year)
    .filter((w) => w.closes.getTime() <= now.getTime())
    .pop()!;
}

/** The window before `w`. */
export function previousWindow(w: TransferWindow): TransferWindow {
  return w.kind === 'summer' ? transferWindow('january', w.year) : transferWindow('summer', w.year - 1);
}

export function windowInfo(w: TransferWindow, now: Date): TransferWindowInfo {
  return {
    id: w.id,
    name: w.name,
    opens: w.opens.toISOString(),
    closes: w.closes.toISOString(),
    state: now < w.opens ? 'upcoming' : now < w.closes ? 'open' : 'closed',
  };
}
