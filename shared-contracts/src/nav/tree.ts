import { freeBetsHref } from '../promos/free-bets';
import { FESTIVAL_PAGES } from '../routes/festival-pages';
import type { FreeBetsMenuEntry } from '../promos/site-settings';
import type { NavItem } from './types';

/** Where the football latest-odds link goes (an external bookmaker page). */
export const FOOTBALL_ODDS_URL = 'https://www.skybet.com/football?aff=681&dcmp=sl_fb_nav';

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

export const RACING_NAV: NavItem = item('racing', 'Racing', '/racing', {
  mobileHomepageSubnav: true,
  subNav: [
    item('racing-home', 'Racing Home', '/racing'),
    item('racecards', 'Racecards', '/racing/racecards'),
    item('fast-results', 'Fast Results', '/racing/fast-results'),
    item('racing-tips-centre', 'Tips Centre', '/racing/tips-centre'),
    item('racing-features', 'Features', '/racing/features'),
    item('racing-results', 'Results', '/racing/results'),
    item('replays', 'Replays', '/racing/replays'),
    item('non-runners', 'Non-Runners', '/racing/non-runners'),
    item('racing-news', 'News', '/racing/news'),
    item('my-stable', 'My Stable', '/racing/my-stable'),
    item('going', 'Going', '/racing/going'),
    item('naps-table', 'Naps Table', '/racing/naps-table'),
    item('abc-guide', 'ABC Guide', '/racing/abc-guide'),
    item('early-entries', 'Early Entries', '/racing/early-entries'),
    item('tf-live', 'TF Live', '/racing/timeform-live', { premiumOnly: true }),
  ],
});

export const FOOTBALL_NAV: NavItem = item('football', 'Football', '/football', {
  mobileHomepageSubnav: true,
  subNav: [
    item('football-home', 'Football Home', '/football'),
    item('fixtures-results', 'Fixtures & Results', '/football/fixtures-results'),
    item('football-tips-centre', 'Tips Centre', '/football/tips-centre'),
    item('league-tables', 'League Tables', '/football/league-tables'),
    item('football-news', 'News', '/football/news'),
    item('transfer-centre', 'Transfer Centre', '/football/transfer-centre'),
    item('fantasy-football', 'Fantasy Football', '/football/fantasy-football'),
    item('vidiprinter', 'Vidiprinter', '/football/live/vidiprinter'),
    item('football-odds', 'Latest Odds', FOOTBALL_ODDS_URL, { external: true }),
  ],
});

export const GREYHOUNDS_NAV: NavItem = item('greyhounds', 'Greyhounds', '/greyhounds/racecards', {
  mobText: 'Dogs',
  subNav: [
    item('greyhound-racecards', 'Racecards', '/greyhounds/racecards'),
    item('greyhound-fast-results', 'Fast Results', '/greyhounds/fast-results'),
    item('greyhound-results', 'Results', '/greyhounds/results'),
  ],
});

export const SPORTS_NAV: NavItem = item('sports', 'Sports', '/sports', {
  mobileHomepageSubnav: true,
  subNav: [
    item('sports-home', 'All Sports', '/sports'),
    item('golf', 'Golf', '/golf'),
    item('darts', 'Darts', '/darts'),
    item('snooker', 'Snooker', '/snooker'),
    item('cricket', 'Cricket', '/cricket'),
    item('tennis', 'Tennis', '/tennis'),
    item('boxing', 'Boxing', '/boxing'),
    item('other-sports', 'Other Sports', '/other-sports'),
    item('nfl', 'NFL', '/nfl'),
  ],
});

export const TIPS_NAV: NavItem = item('tips', 'Tips Centre', '/tips', {
  mobText: 'Tips',
  mobileHomepageSubnav: true,
  subNav: [
    item('tips-home', 'Tips Centre', '/tips'),
    item('tipping-records', 'Tipping Records', '/tips/tipping-records'),
    item('betting', 'Betting Guides', '/tips/betting-guides'),
  ],
});

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
