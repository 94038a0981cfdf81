import type { FestivalName } from '../promos/festival';

export type FestivalSection =
  'home' | 'tips' | 'racecards' | 'results' | 'replays' | 'features' | 'free-bets' | 'runners';

export interface FestivalPageEntry {
  /** The path after /{festival}; '' is the microsite's home. */
  path: string;
  label: string;
  section: FestivalSection;
}

const MICROSITE: FestivalPageEntry[] = [
  { path: 'racing/tips', label: 'Tips', section: 'tips' },
  { path: 'racecards', label: 'Racecards', section: 'racecards' },
  { path: 'results', label: 'Results', section: 'results' },
  { path: 'replays', label: 'Replays', section: 'replays' },
  { path: 'features', label: 'Features', section: 'features' },
  { path: 'free-bets', label: 'Free Bets', section: 'free-bets' },
];

/**
 * Each festival site's pages (spec document 2 §2, document 1 §2: tips at /{festival}/racing/tips, racecards at
 * /{festival}/racecards, results at /{festival}/results). The nav tree (festivalNav), the promos remote's pages
 * and the promos service's page-status answer all read this one table.
 */
export const FESTIVAL_PAGES: Record<FestivalName, readonly FestivalPageEntry[]> = {
  'cheltenham-festival': MICROSITE,
  'royal-ascot': MICROSITE,
  'grand-national': [
    { path: 'runners', label: 'Runners', section: 'runners' },
    { path: 'racing/tips', label: 'Tips', section: 'tips' },
    { path: 'racecards', label: 'Racecards', section: 'racecards' },
    { path: 'results', label: 'Results', section: 'results' },
    { path: 'free-bets', label: 'Free Bets', section: 'free-bets' },
  ],
};

/** The festival page a site path is, if any (trailing slashes ignored). */
export function festivalPageFor(
  pathname: string,
): { festival: FestivalName; section: FestivalSection } | null {
  const [, first = '', ...rest] = pathname.replace(/\/+$/, '').split('/');
  const pages = FESTIVAL_PAGES[first as FestivalName];
  if (!pages) return null;
  const sub = rest.join('/');
  if (sub === '') return { festival: first as FestivalName, section: 'home' };
  const entry = pages.find((p) => p.path === sub);
  return entry ? { festival: first as FestivalName, section: entry.section } : null;
}
