import { freeBetsHref } from '../promos/free-bets';
import { FESTIVAL_PAGES } from '../routes/festival-pages';
import type { FreeBetsMenuEntry } from '../promos/site-settings';
import type { NavItem } from './types';
import sections from './sections.json' with { type: 'json' };

/** Used when the free-bets menu cannot be fetched, so the section never loses its menu. */
export const FALLBACK_FREE_BETS_MENU: FreeBetsMenuEntry[] = [
  { name: 'Free Bet Offers', url_segment: 'offers' },
  { name: 'Betting Sites', url_segment: 'betting-sites' },
];

export const BACK_TO_MAIN_SITE = 'Back to Main Site';

export const FESTIVALS = ['cheltenham-festival', 'royal-ascot'] as const;
export type FestivalMicrosite = (typeof FESTIVALS)[number];

const item = (id: string, text: string, url: string, extra: Partial<NavItem> = {}): NavItem => ({
  id,
  text,
  url,
  ...extra,
});

// The fixed sections and their sub-items are data (sections.json); Free Bets and the festivals are built below.
const RACING_NAV: NavItem = sections.racing;
const FOOTBALL_NAV: NavItem = sections.football;
const GREYHOUNDS_NAV: NavItem = sections.greyhounds;
const SPORTS_NAV: NavItem = sections.sports;
const TIPS_NAV: NavItem = sections.tips;

/** Free Bets: one sub-item per menu entry, then 'Back to Main Site'. */
export function freeBetsNav(entries: FreeBetsMenuEntry[]): NavItem {
  const list = entries.length > 0 ? entries : FALLBACK_FREE_BETS_MENU;
  return item('free-bets', 'Free Bets', '/free-bets', {
    newUpdatesDot: true,
    mobileHomepageSubnav: true,
    subNav: [
      ...list.map((entry) => {
        const { href, external } = freeBetsHref(entry);
        return item(`free-bets-${entry.url_segment}`, entry.name, href, { external, newUpdatesDot: true });
      }),
      item('back-to-main-site', BACK_TO_MAIN_SITE, '/'),
    ],
  });
}

const FESTIVAL_TITLES: Record<FestivalMicrosite, string> = {
  'cheltenham-festival': 'Cheltenham',
  'royal-ascot': 'Royal Ascot',
};

/** A festival microsite's menu: tips, racecards, results, replays, features, free bets, back to main site. */
export function festivalNav(festival: FestivalMicrosite): NavItem {
  const base = `/${festival}`;
  const id = festival === 'cheltenham-festival' ? 'cheltenham' : 'royal-ascot';
  return item(id, FESTIVAL_TITLES[festival], base, {
    mobileHomepageSubnav: festival === 'cheltenham-festival',
    signPostingHomepageSubnav: true,
    subNav: [
      // The microsite's own pages, from the one table its pages and the 404 check read too.
      ...FESTIVAL_PAGES[festival].map((page) =>
        page.section === 'free-bets'
          ? item('free-bets', page.label, `${base}/${page.path}`, { newUpdatesDot: true })
          : item(`${id}-${page.section}`, page.label, `${base}/${page.path}`),
      ),
      item('back-to-main-site', BACK_TO_MAIN_SITE, '/'),
    ],
  });
}

export const GRAND_NATIONAL_NAV: NavItem = item('grand-national', 'Grand National', '/grand-national');
export const AUDIO_VIDEO_NAV: NavItem = item('audio-video', 'Video', '/racing/replays', { mobText: 'Video' });
export const PLUS_NAV: NavItem = item('plus', 'Sporting Life Plus', '/sporting-life-plus', {
  mobText: 'Plus',
});

export interface NavInput {
  freeBets: FreeBetsMenuEntry[];
  /** The promos site setting royalAscotMicrosite === 'true'. */
  royalAscotMicrosite: boolean;
}

/** The whole top navigation in display order; items beyond index 5 are flagged long. */
export function buildTopNav(input: NavInput): NavItem[] {
  const items = [
    RACING_NAV,
    FOOTBALL_NAV,
    GREYHOUNDS_NAV,
    SPORTS_NAV,
    TIPS_NAV,
    freeBetsNav(input.freeBets),
    festivalNav('cheltenham-festival'),
    ...(input.royalAscotMicrosite ? [festivalNav('royal-ascot')] : []),
    GRAND_NATIONAL_NAV,
    AUDIO_VIDEO_NAV,
    PLUS_NAV,
  ];
  return items.map((entry, index) => (index > 5 ? { ...entry, long: true } : entry));
}

/** The festival microsite a path belongs to, if its microsite is live. */
export function micrositeForPath(pathname: string, royalAscotMicrosite: boolean): FestivalMicrosite | null {
  if (pathname === '/cheltenham-festival' || pathname.startsWith('/cheltenham-festival/'))
    return 'cheltenham-festival';
  if (royalAscotMicrosite && (pathname === '/royal-ascot' || pathname.startsWith('/royal-ascot/')))
    return 'royal-ascot';
  return null;
}

/** Mobile nav shortlist and the AMP/customisable list (spec document 2, section 9). */
export const MOBILE_NAV_SHORTLIST = ['cheltenham', 'racing', 'football', 'sports', 'free-bets'] as const;
export const CUSTOMISABLE_NAV_LIST = [
  'racing',
  'football',
  'greyhounds',
  'sports',
  'tips',
  'audio-video',
] as const;
