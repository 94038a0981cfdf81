import { firstRouteMatch, type RouteParams } from '../routes/patterns';
import { tipsterById } from './tipsters';

/** The betting guides, each a page at /tips/betting-guides/{id} (the racing remote holds their text). */
export const BETTING_GUIDES = [
  { id: 'how-odds-work', title: 'How odds work' },
  { id: 'each-way', title: 'Each-way betting' },
  { id: 'accumulators', title: 'Accumulators' },
  { id: 'lucky-15', title: 'Lucky 15' },
  { id: 'rule-4', title: 'Rule 4 deductions' },
  { id: 'starting-price', title: 'Starting price (SP)' },
  { id: 'best-odds-guaranteed', title: 'Best Odds Guaranteed' },
  { id: 'responsible-gambling', title: 'Responsible gambling' },
] as const;
export type BettingGuideId = (typeof BETTING_GUIDES)[number]['id'];

export function isBettingGuide(id: string | undefined): id is BettingGuideId {
  return BETTING_GUIDES.some((g) => g.id === id);
}

export type TipsPageKind = 'hub' | 'tipping-records' | 'betting-guides' | 'betting-guide' | 'tipster';

/**
 * Every tips hub page, relative to /tips, in react-router syntax: the racing remote's TipsApp routes with this
 * table and the racing service answers "is there a page here?" from it (unknown tipsters and guides are no page).
 */
export const TIPS_PAGES: ReadonlyArray<{ kind: TipsPageKind; pattern: string }> = [
  { kind: 'hub', pattern: '' },
  { kind: 'tipping-records', pattern: 'tipping-records' },
  { kind: 'betting-guides', pattern: 'betting-guides' },
  { kind: 'betting-guide', pattern: 'betting-guides/:guide' },
  { kind: 'tipster', pattern: 'tipster/:id' },
];

/** Which tips page a site path is, if any: the pattern matches and the tipster or guide it names exists. */
export function tipsPageFor(pathname: string): { kind: TipsPageKind; params: RouteParams } | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path !== '/tips' && !path.startsWith('/tips/')) return null;
  const match = firstRouteMatch(TIPS_PAGES, path.slice('/tips'.length));
  if (!match) return null;
  if (match.kind === 'tipster' && !tipsterById(match.params.id ?? '')) return null;
  if (match.kind === 'betting-guide' && !isBettingGuide(match.params.guide)) return null;
  return match;
}

export const tipsterPath = (id: string) => `/tips/tipster/${id}`;
export const bettingGuidePath = (id: string) => `/tips/betting-guides/${id}`;
