import type { OtherSport } from './types';

/**
 * The other sports' pages (docs/adr/0008): /sports lists them all, each sport page has its own prefix with
 * fixtures and results, and an event page under it. The football remote routes with this table and the football
 * service answers "is there a page here?" from it.
 */
export const SPORT_PAGES = {
  darts: { title: 'Darts', sports: ['darts'] },
  golf: { title: 'Golf', sports: ['golf'] },
  snooker: { title: 'Snooker', sports: ['snooker'] },
  cricket: { title: 'Cricket', sports: ['cricket'] },
  tennis: { title: 'Tennis', sports: ['tennis'] },
  boxing: { title: 'Boxing', sports: ['boxing'] },
  nfl: { title: 'NFL', sports: ['nfl'] },
  // Rugby union has no address of its own in the navigation: it is the other sports page's sport.
  'other-sports': { title: 'Other Sports', sports: ['rugby'] },
} as const satisfies Record<string, { title: string; sports: readonly OtherSport[] }>;

export type SportPage = keyof typeof SPORT_PAGES;
export const SPORT_PAGE_NAMES = Object.keys(SPORT_PAGES) as SportPage[];

export function isSportPage(value: string): value is SportPage {
  return Object.hasOwn(SPORT_PAGES, value);
}

/** The page a sport's fixtures and results are on. */
export function sportPageOf(sport: OtherSport): SportPage {
  return SPORT_PAGE_NAMES.find((page) => (SPORT_PAGES[page].sports as readonly string[]).includes(sport))!;
}

/** Site prefixes the other sports own: the hub and one per sport page. */
export const SPORT_PREFIXES: readonly string[] = ['/sports', ...SPORT_PAGE_NAMES.map((p) => `/${p}`)];

export type SportsPageMatch =
  { kind: 'hub' } | { kind: 'sport'; page: SportPage } | { kind: 'event'; page: SportPage; eventId: string };

/** Which other-sports page a site path is, if any: /sports, /{page} or /{page}/events/{eventId}. */
export function sportsPageFor(pathname: string): SportsPageMatch | null {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (parts.length === 1 && parts[0] === 'sports') return { kind: 'hub' };
  const [first = '', second, third, ...rest] = parts;
  if (!isSportPage(first)) return null;
  if (parts.length === 1) return { kind: 'sport', page: first };
  if (second === 'events' && third && rest.length === 0 && /^[a-z0-9-]{1,120}$/.test(third))
    return { kind: 'event', page: first, eventId: third };
  return null;
}

/** An event's page. */
export function sportEventPath(sport: OtherSport, eventId: string): string {
  return `/${sportPageOf(sport)}/events/${eventId}`;
}
