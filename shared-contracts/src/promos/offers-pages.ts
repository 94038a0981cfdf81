import type { FestivalName } from '@sl/contracts';
import type { OfferCategory } from './offers';

/** One page of the free-bets section: the offers of a category, or the betting sites compared. */
export interface FreeBetsPage {
  /** The path after /free-bets/ ('' for /free-bets itself). */
  segment: string;
  title: string;
  intro: string;
  kind: 'offers' | 'betting-sites';
  category: OfferCategory | 'all';
}

/**
 * The free-bets pages (spec document 1 §2 and document 2 §2: /free-bets, its menu entries' url_segments, the
 * racing, Cheltenham, Grand National and World Darts pages). A menu entry whose segment is not here has no page.
 */
export const FREE_BETS_PAGES: readonly FreeBetsPage[] = [
  {
    segment: '',
    title: 'Free Bets',
    intro:
      'Free bet offers from UK bookmakers for racing and sport, with the terms that matter on every card.',
    kind: 'offers',
    category: 'all',
  },
  {
    segment: 'offers',
    title: 'Free Bet Offers',
    intro: 'Every free bet offer open today, best value first within each bookmaker’s listing.',
    kind: 'offers',
    category: 'all',
  },
  {
    segment: 'betting-sites',
    title: 'Betting Sites',
    intro: 'The bookmakers we work with, side by side: their offers today and what it takes to qualify.',
    kind: 'betting-sites',
    category: 'all',
  },
  {
    segment: 'racing',
    title: 'Racing Free Bets',
    intro: 'Free bets and offers for every day of racing.',
    kind: 'offers',
    category: 'racing',
  },
  {
    segment: 'racing/cheltenham',
    title: 'Cheltenham Free Bets',
    intro: 'Offers for all four days of the Cheltenham Festival.',
    kind: 'offers',
    category: 'cheltenham',
  },
  {
    segment: 'racing/grand-national',
    title: 'Grand National Free Bets',
    intro: 'Offers for the Grand National meeting at Aintree.',
    kind: 'offers',
    category: 'grand-national',
  },
  {
    segment: 'racing/royal-ascot',
    title: 'Royal Ascot Free Bets',
    intro: 'Offers for the five days of Royal Ascot.',
    kind: 'offers',
    category: 'royal-ascot',
  },
  {
    segment: 'football',
    title: 'Football Free Bets',
    intro: 'Free bets for the Premier League, the EFL and the cups.',
    kind: 'offers',
    category: 'football',
  },
  {
    segment: 'sports/world-darts',
    title: 'World Darts Free Bets',
    intro: 'Offers for the World Darts Championship at Alexandra Palace.',
    kind: 'offers',
    category: 'world-darts',
  },
];

/** Offer pages live at /free-bets/offer/{slug}. */
export const OFFER_PAGE_PREFIX = 'offer/';
export const OFFER_SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
const SLUG = new RegExp(OFFER_SLUG_PATTERN);
export const isOfferSlug = (slug: string) => slug.length <= 80 && SLUG.test(slug);

export const offerPath = (slug: string) => `/free-bets/${OFFER_PAGE_PREFIX}${slug}`;

export type FreeBetsRoute =
  { kind: 'page'; page: FreeBetsPage } | { kind: 'offer'; slug: string } | { kind: 'unknown' };

/** What a /free-bets path shows (null when the path is outside /free-bets). */
export function freeBetsRoute(pathname: string): FreeBetsRoute | null {
  const path = pathname.split(/[?#]/)[0]!.replace(/\/+$/, '');
  if (path !== '/free-bets' && !path.startsWith('/free-bets/')) return null;
  const segment = path.slice('/free-bets/'.length);
  const page = FREE_BETS_PAGES.find((p) => p.segment === segment);
  if (page) return { kind: 'page', page };
  if (segment.startsWith(OFFER_PAGE_PREFIX)) {
    const slug = segment.slice(OFFER_PAGE_PREFIX.length);
    if (isOfferSlug(slug)) return { kind: 'offer', slug };
  }
  return { kind: 'unknown' };
}

/** The free-bets page of a category (the first page listing it), for links from a card or a festival site. */
export function categoryPagePath(category: OfferCategory): string | null {
  const page = FREE_BETS_PAGES.find((p) => p.kind === 'offers' && p.category === category);
  return page ? `/free-bets/${page.segment}` : null;
}

/** Which offers a festival microsite's free-bets page shows. */
export const FESTIVAL_OFFER_CATEGORY: Record<FestivalName, OfferCategory> = {
  'cheltenham-festival': 'cheltenham',
  'royal-ascot': 'royal-ascot',
  'grand-national': 'grand-national',
};
