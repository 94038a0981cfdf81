import {
  buildTopNav,
  CUSTOMISABLE_NAV_LIST,
  FALLBACK_FREE_BETS_MENU,
  micrositeForPath,
  MOBILE_NAV_SHORTLIST,
} from './tree';
import { mobileNav, navForViewer, SELF_EXCLUDED_NAV_IDS } from './filter';
import { featuredEventLinks, FOOTER_GROUPS } from './footer';
import { isKnownSitePath } from './site-links';
import type { NavItem } from './types';

const entries = [
  { name: 'Offers', url_segment: 'offers' },
  { name: 'Partner', url_segment: 'partner', external_link: 'https://partner.example/x' },
];

const allIds = (items: NavItem[]): string[] => items.flatMap((i) => [i.id, ...allIds(i.subNav ?? [])]);
const allUrls = (items: NavItem[]): string[] => items.flatMap((i) => [i.url, ...allUrls(i.subNav ?? [])]);
const find = (items: NavItem[], id: string) => items.find((i) => i.id === id);

describe('top navigation tree', () => {
  const nav = buildTopNav({ freeBets: entries, royalAscotMicrosite: false });

  it('holds every route of section 2', () => {
    const urls = allUrls(nav);
    for (const url of [
      '/racing',
      '/racing/racecards',
      '/racing/fast-results',
      '/racing/tips-centre',
      '/racing/features',
      '/racing/results',
      '/racing/replays',
      '/racing/non-runners',
      '/racing/news',
      '/racing/my-stable',
      '/racing/going',
      '/racing/naps-table',
      '/racing/abc-guide',
      '/racing/early-entries',
      '/racing/timeform-live',
      '/football',
      '/football/fixtures-results',
      '/football/tips-centre',
      '/football/league-tables',
      '/football/news',
      '/football/transfer-centre',
      '/football/fantasy-football',
      '/football/live/vidiprinter',
      // The latest-odds link goes to a bookmaker's page.
      'https://www.skybet.com/football?aff=681&dcmp=sl_fb_nav',
      '/greyhounds/racecards',
      '/greyhounds/fast-results',
      '/greyhounds/results',
      '/sports',
      '/golf',
      '/darts',
      '/snooker',
      '/cricket',
      '/tennis',
      '/boxing',
      '/other-sports',
      '/nfl',
      '/tips',
      '/tips/tipping-records',
      '/tips/betting-guides',
      '/free-bets',
      '/cheltenham-festival',
      '/cheltenham-festival/racing/tips',
      '/grand-national',
    ]) {
      expect(urls).toContain(url);
    }
  });

  it('builds free bets from the entries, external links as is, then Back to Main Site', () => {
    const freeBets = find(nav, 'free-bets')!;
    expect(freeBets.subNav!.map((i) => [i.text, i.url, Boolean(i.external)])).toEqual([
      ['Offers', '/free-bets/offers', false],
      ['Partner', 'https://partner.example/x', true],
      ['Back to Main Site', '/', false],
    ]);
  });

  it('falls back to the safe list when there are no entries', () => {
    const fallback = find(buildTopNav({ freeBets: [], royalAscotMicrosite: false }), 'free-bets')!;
    expect(fallback.subNav!.map((i) => i.text)).toEqual([
      ...FALLBACK_FREE_BETS_MENU.map((e) => e.name),
      'Back to Main Site',
    ]);
  });

  it('includes Royal Ascot only when its microsite setting is on', () => {
    expect(find(nav, 'royal-ascot')).toBeUndefined();
    const on = buildTopNav({ freeBets: entries, royalAscotMicrosite: true });
    const ascot = find(on, 'royal-ascot')!;
    expect(ascot.subNav!.map((i) => i.url)).toEqual([
      '/royal-ascot/racing/tips',
      '/royal-ascot/racecards',
      '/royal-ascot/results',
      '/royal-ascot/replays',
      '/royal-ascot/features',
      '/royal-ascot/free-bets',
      '/',
    ]);
    expect(ascot.subNav!.at(-1)!.text).toBe('Back to Main Site');
  });

  it('flags items beyond index 5 as long', () => {
    nav.forEach((item, index) => expect(Boolean(item.long)).toBe(index > 5));
  });

  it.each([
    ['/cheltenham-festival/racing/tips', false, 'cheltenham-festival'],
    ['/royal-ascot', false, null],
    ['/royal-ascot/racing/tips', true, 'royal-ascot'],
    ['/racing', true, null],
  ] as const)('microsite of %p (ascot %p)', (path, ascot, expected) => {
    expect(micrositeForPath(path, ascot)).toBe(expected);
  });
});

describe('navigation for a viewer', () => {
  const nav = buildTopNav({ freeBets: entries, royalAscotMicrosite: true });

  it('removes betting, sbg, football-odds and free-bets everywhere for a self-excluded member', () => {
    const ids = allIds(navForViewer(nav, { premium: false, selfExcluded: true }));
    for (const id of SELF_EXCLUDED_NAV_IDS) expect(ids).not.toContain(id);
    expect(ids).toContain('racing');
    const normal = allIds(navForViewer(nav, { premium: false, selfExcluded: false }));
    expect(normal).toEqual(expect.arrayContaining(['betting', 'football-odds', 'free-bets']));
  });

  it('uses the configured blocked list when given', () => {
    const ids = allIds(navForViewer(nav, { premium: false, selfExcluded: true, blockedIds: ['greyhounds'] }));
    expect(ids).not.toContain('greyhounds');
    expect(ids).toContain('free-bets');
  });

  it('shows TF Live and tags racecards links only for premium members', () => {
    const premium = navForViewer(nav, { premium: true, selfExcluded: false });
    const racing = find(premium, 'racing')!;
    expect(find(racing.subNav!, 'tf-live')).toBeDefined();
    expect(find(racing.subNav!, 'racecards')!.url).toBe('/racing/racecards?dcmp=SL_PLUS_CARDS');
    const basic = find(navForViewer(nav, { premium: false, selfExcluded: false }), 'racing')!;
    expect(find(basic.subNav!, 'tf-live')).toBeUndefined();
    expect(find(basic.subNav!, 'racecards')!.url).toBe('/racing/racecards');
  });

  it('hides items whose feature toggle is off', () => {
    const toggled = nav.map((i) => (i.id === 'greyhounds' ? { ...i, featureToggle: 'greyhounds' } : i));
    expect(
      find(
        navForViewer(toggled, { premium: false, selfExcluded: false, features: { greyhounds: false } }),
        'greyhounds',
      ),
    ).toBeUndefined();
    expect(
      find(
        navForViewer(toggled, { premium: false, selfExcluded: false, features: { greyhounds: true } }),
        'greyhounds',
      ),
    ).toBeDefined();
  });

  it('mobile list follows the customisable-navigation toggle and self-exclusion', () => {
    expect(mobileNav(nav).map((i) => i.id)).toEqual([...CUSTOMISABLE_NAV_LIST]);
    expect(mobileNav(nav, { customisableNavigation: false }).map((i) => i.id)).toEqual([
      ...MOBILE_NAV_SHORTLIST,
    ]);
    const excluded = navForViewer(nav, { premium: false, selfExcluded: true });
    expect(mobileNav(excluded, { customisableNavigation: false }).map((i) => i.id)).toEqual([
      'cheltenham',
      'racing',
      'football',
      'sports',
    ]);
  });
});

describe('footer and known paths', () => {
  it('has the five groups of section 2 and one empty-named contact link', () => {
    expect(FOOTER_GROUPS.map((g) => g.id)).toEqual([
      'featured-events',
      'about-us',
      'help',
      'betting',
      'tips',
    ]);
    expect(FOOTER_GROUPS.flatMap((g) => g.links).filter((l) => l.name === '')).toHaveLength(1);
  });
  it('hides a featured-events link when the path contains its url', () => {
    const links = FOOTER_GROUPS[0]!.links;
    expect(featuredEventLinks(links, '/grand-national/tips').map((l) => l.url)).not.toContain(
      '/grand-national',
    );
    expect(featuredEventLinks(links, '/').length).toBe(links.length);
  });
  it.each([
    ['/', true],
    ['/racing', true],
    ['/racing/x/y', true],
    ['/golf', true],
    ['/sites/bet', true],
    ['/ref/partner', true],
    ['/widgets/x', true],
    ['/nope', false],
    ['/racingx', false],
    ['/wp-admin', false],
    ['/feed', true],
    ['/feed/anything', false],
    ['/privacy/anything', false],
  ])('%p known: %p', (path, known) => {
    expect(isKnownSitePath(path)).toBe(known);
  });
  it('every internal nav link is a known path', () => {
    const nav = buildTopNav({ freeBets: entries, royalAscotMicrosite: true });
    const internal = allUrls(nav).filter((u) => u.startsWith('/'));
    for (const url of internal) expect(isKnownSitePath(url.split('?')[0]!)).toBe(true);
    for (const link of FOOTER_GROUPS.flatMap((g) => g.links)) expect(isKnownSitePath(link.url)).toBe(true);
  });
});
