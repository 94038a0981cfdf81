import { festivalEdition } from '../racing/festival-meetings';

/** Signposting item (spec document 2 §3): a dated campaign for a top-bar event button. */
export interface SignpostingItem {
  id: string;
  label: string;
  url: string;
  signPostingEnabled: string;
  startDate?: number;
  endDate?: number;
  priority: number;
}

/**
 * Active when the enabled flag equals "true" (any case) and, if both dates exist, now is at or after the start and
 * before the end (spec document 2 §5).
 */
export function isSignpostActive(
  item: Pick<SignpostingItem, 'signPostingEnabled' | 'startDate' | 'endDate'>,
  now: number,
): boolean {
  if (String(item.signPostingEnabled).toLowerCase() !== 'true') return false;
  if (typeof item.startDate === 'number' && typeof item.endDate === 'number') {
    return now >= item.startDate && now < item.endDate;
  }
  return true;
}

const DAY = 86_400_000;
const midnight = (date: string, days = 0) => Date.parse(`${date}T00:00:00Z`) + days * DAY;
const fixed =
  (from: string, to: string, toNextYear = false) =>
  (year: number): [number, number] => [
    midnight(`${year}-${from}`),
    midnight(`${year + (toNextYear ? 1 : 0)}-${to}`),
  ];
const around = (dates: readonly string[], before: number, fromDay = 0): [number, number] => [
  midnight(dates[fromDay]!, -before),
  midnight(dates[dates.length - 1]!, 1),
];

/**
 * The yearly campaigns by rule (spec document 2 §9, "dated signposting campaigns"): the seeded dates are one edition
 * of each (Cheltenham 25 Feb to 15 Mar 2025 is two weeks before day 1 to the day after the last; the Grand National's
 * week before its race day, 5 April 2025; Royal Ascot's week before). Euro 24 happens once and does not recur.
 */
const RECURRING: Readonly<Record<string, (year: number) => [number, number]>> = {
  cheltenham: (year) => around(festivalEdition('cheltenham-festival', year).dates, 14),
  'grand-national': (year) => around(festivalEdition('grand-national', year).dates, 7, 2),
  ascot: (year) => around(festivalEdition('royal-ascot', year).dates, 7),
  ebor: fixed('08-18', '08-24'),
  sosflats: fixed('05-01', '09-30'),
  worlddarts: fixed('12-15', '01-04', true),
  christmassports: fixed('12-20', '12-28'),
};

/** A recurring campaign's window in a year (its start in that year), or null for a one-off. */
export function campaignWindow(id: string, year: number): { startDate: number; endDate: number } | null {
  const rule = RECURRING[id];
  if (!rule) return null;
  const [startDate, endDate] = rule(year);
  return { startDate, endDate };
}

/**
 * A recurring campaign whose stored window has ended moves to its running or next edition, so last year's dates
 * come round again; a window still to come (a release manager's own) and one-off campaigns stay as they are.
 */
export function currentCampaign<T extends SignpostingItem>(item: T, now: number): T {
  if (typeof item.startDate !== 'number' || typeof item.endDate !== 'number' || item.endDate > now)
    return item;
  const year = new Date(now).getUTCFullYear();
  for (const y of [year - 1, year, year + 1]) {
    const window = campaignWindow(item.id, y);
    if (!window) return item;
    if (window.endDate > now) return { ...item, ...window };
  }
  return item;
}

/** Active items (recurring campaigns in their current edition), lowest priority number first. */
export function activeSignposts<T extends SignpostingItem>(items: readonly T[], now: number): T[] {
  return items
    .map((item) => currentCampaign(item, now))
    .filter((item) => isSignpostActive(item, now))
    .sort((a, b) => a.priority - b.priority);
}

export type TopBarSignposts<T> = { kind: 'events'; items: T[] } | { kind: 'default' };

/**
 * The nav buttons show only when 1 or 2 are enabled, else a default trio; and nothing at all unless the sign-posting
 * config says navSignPostingEnabled 'true' (spec document 2 §5).
 */
export function topBarSignposts<T extends SignpostingItem>(
  items: readonly T[],
  navSignPostingEnabled: string,
  now: number,
): TopBarSignposts<T> | { kind: 'off' } {
  if (String(navSignPostingEnabled).toLowerCase() !== 'true') return { kind: 'off' };
  const active = activeSignposts(items, now);
  return active.length === 1 || active.length === 2 ? { kind: 'events', items: active } : { kind: 'default' };
}
