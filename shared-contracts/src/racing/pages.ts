import { firstRouteMatch, type RouteParams } from '../routes/patterns';

/** Racing sections without a feed of their own: a page each, whatever the service's data. */
export const RACING_SECTION_PAGES = ['features', 'news', 'my-stable'] as const;
export type RacingSectionPage = (typeof RACING_SECTION_PAGES)[number];

export type RacingPageKind =
  | 'hub'
  | 'racecards'
  | 'racecards-day'
  | 'racecard'
  | 'fast-results'
  | 'results'
  | 'results-day'
  | 'non-runners'
  | 'going'
  | 'horse'
  | 'jockey'
  | 'trainer'
  | 'replays'
  | 'replays-day'
  | 'replay'
  | 'abc-guide'
  | 'early-entries'
  | 'timeform-live'
  | 'tips-centre'
  | 'naps-table'
  | 'section';

/**
 * Every racing page, relative to /racing, in react-router syntax: the remote routes with this table and the
 * racing service answers "is there a page here?" from it, so the two cannot drift apart.
 */
export const RACING_PAGES: ReadonlyArray<{ kind: RacingPageKind; pattern: string }> = [
  { kind: 'hub', pattern: '' },
  { kind: 'racecards', pattern: 'racecards' },
  { kind: 'racecards-day', pattern: 'racecards/:date' },
  { kind: 'racecard', pattern: 'racecards/:date/:course/racecard/:raceId/:slug?' },
  { kind: 'fast-results', pattern: 'fast-results' },
  { kind: 'results', pattern: 'results' },
  { kind: 'results-day', pattern: 'results/:date' },
  { kind: 'non-runners', pattern: 'non-runners' },
  { kind: 'going', pattern: 'going' },
  { kind: 'horse', pattern: 'profiles/horse/:id' },
  { kind: 'jockey', pattern: 'profiles/jockey/:id' },
  { kind: 'trainer', pattern: 'profiles/trainer/:id' },
  { kind: 'replays', pattern: 'replays' },
  { kind: 'replays-day', pattern: 'replays/on/:date' },
  { kind: 'replay', pattern: 'replays/:raceId/:slug?' },
  { kind: 'abc-guide', pattern: 'abc-guide' },
  { kind: 'early-entries', pattern: 'early-entries' },
  { kind: 'timeform-live', pattern: 'timeform-live' },
  { kind: 'tips-centre', pattern: 'tips-centre' },
  { kind: 'naps-table', pattern: 'naps-table' },
  ...RACING_SECTION_PAGES.map((section) => ({ kind: 'section' as const, pattern: section })),
];

/** Which racing page a site path is, if any (the path starts with /racing). */
export function racingPageFor(pathname: string): { kind: RacingPageKind; params: RouteParams } | null {
  if (pathname !== '/racing' && !pathname.startsWith('/racing/')) return null;
  return firstRouteMatch(RACING_PAGES, pathname.slice('/racing'.length));
}

/** A racing day in a page address: yyyy-mm-dd and a real calendar date (2026-02-30 is no day). */
export function isRacingDay(value: string | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
