import { firstRouteMatch, type RouteParams } from '../routes/patterns';

export type GreyhoundPageKind =
  'hub' | 'racecards' | 'racecards-day' | 'racecard' | 'fast-results' | 'results' | 'results-day';

/**
 * Every greyhound page, relative to /greyhounds, in react-router syntax: the racing remote routes with this table
 * and the racing service answers "is there a page here?" from it, so the two cannot drift apart.
 */
export const GREYHOUND_PAGES: ReadonlyArray<{ kind: GreyhoundPageKind; pattern: string }> = [
  { kind: 'hub', pattern: '' },
  { kind: 'racecards', pattern: 'racecards' },
  { kind: 'racecards-day', pattern: 'racecards/:date' },
  { kind: 'racecard', pattern: 'racecards/:date/:track/:raceId' },
  { kind: 'fast-results', pattern: 'fast-results' },
  { kind: 'results', pattern: 'results' },
  { kind: 'results-day', pattern: 'results/:date' },
];

/** Which greyhound page a site path is, if any (the path starts with /greyhounds). */
export function greyhoundPageFor(pathname: string): { kind: GreyhoundPageKind; params: RouteParams } | null {
  const path = pathname.replace(/\/+$/, '');
  if (path !== '/greyhounds' && !path.startsWith('/greyhounds/')) return null;
  return firstRouteMatch(GREYHOUND_PAGES, path.slice('/greyhounds'.length));
}

/** A race card's address: the day, the track's id and the race id (which repeats both, as the service checks). */
export function greyhoundRacePath(date: string, trackId: string, raceId: string): string {
  return `/greyhounds/racecards/${date}/${trackId}/${raceId}`;
}
