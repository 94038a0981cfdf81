import type { PromoBanner } from './banner';
import {
  FAST_RESULTS_BANNER_TEXT,
  decideBanners,
  heroBreakpoint,
  heroCarouselMode,
  isNoBannerPath,
  isTopBarBannerHidden,
  thinBannerMatchesPage,
  thinBannerText,
} from './display';

const promo = (name: string, over: Partial<PromoBanner> = {}): PromoBanner => ({
  name,
  sport: 'racing',
  title: name,
  imageBaseRoute: '/promos',
  link: `/${name}`,
  text: `${name} text`,
  hero: true,
  banner: true,
  heroBanner: {
    background: 'navy',
    image: 'a',
    mobileImage: 'b',
    titleImage: 'c',
    textBlocks: [],
    buttons: [],
    mobileBreakpoint: 600,
  },
  signPost: {
    competitionName: name,
    competitionId: '1',
    bannerSignPostingEnabled: 'true',
    heroBannerEnabled: 'true',
    navSignPostingEnabled: 'true',
  },
  ...over,
});

const names = (d: ReturnType<typeof decideBanners>) => ('promos' in d ? d.promos.map((p) => p.name) : []);

describe('banner display rules', () => {
  const chelt = promo('cheltenham', { courseName: 'Cheltenham' });
  const gn = promo('grand-national', { courseName: 'Aintree' });
  const epl = promo('epl', { sport: 'football', hero: false });
  const thinOnly = promo('ebor', { hero: false });
  const noBanner = promo('sosflats', { hero: false, banner: false });

  it.each([
    ['no promo', [], '/', 'none', []],
    ['one hero on home', [chelt], '/', 'hero', ['cheltenham']],
    ['one non-hero on home is thin', [thinOnly], '/', 'thin', ['ebor']],
    ['one hero off home is thin', [chelt], '/racing', 'thin', ['cheltenham']],
    ['one with neither flag', [noBanner], '/', 'none', []],
    ['two all-hero on home: carousel', [chelt, gn], '/', 'carousel', ['cheltenham', 'grand-national']],
    [
      'three all-hero on home: carousel of all',
      [chelt, gn, promo('ascot')],
      '/',
      'carousel',
      ['cheltenham', 'grand-national', 'ascot'],
    ],
    ['two not all hero on home: thin first two', [chelt, epl, gn], '/', 'thin', ['cheltenham', 'epl']],
    [
      'all hero off home: thin first two',
      [chelt, gn, promo('ascot')],
      '/racing',
      'thin',
      ['cheltenham', 'grand-national'],
    ],
    ['racing banner not on football', [chelt], '/football', 'none', []],
    ['football banner on football', [epl], '/football/fixtures-results', 'thin', ['epl']],
    ['football banner not on racing', [epl], '/racing', 'none', []],
    ['mixed on football: only the matching one', [chelt, epl], '/football', 'thin', ['epl']],
    ['no banner on Royal Ascot tips', [chelt, promo('ascot')], '/royal-ascot/racing/tips', 'none', []],
    ['Royal Ascot tips with a trailing slash', [chelt], '/royal-ascot/racing/tips/', 'none', []],
    ['other Royal Ascot pages keep theirs', [chelt], '/royal-ascot/results', 'thin', ['cheltenham']],
  ] as const)('%s', (_label, promos, path, kind, expected) => {
    const decision = decideBanners(promos, path);
    expect(decision.kind).toBe(kind);
    expect(names(decision)).toEqual(expected);
  });

  it.each([
    ['/racing/racecards/2025-03-11/cheltenham/racecard/1', 'none'],
    ['/racing/fast-results', 'none'],
    ['/racing/fast-results/cheltenham/2025-03-11/1', 'none'],
    ['/racing', 'thin'],
    ['/', 'thin'],
  ] as const)('top-bar variant on %s gives %s', (path, kind) => {
    expect(decideBanners([chelt], path, 'top-bar').kind).toBe(kind);
  });

  it.each([
    ['/', 'racing', undefined, true],
    ['/racing', 'racing', undefined, true],
    ['/racing/racecards', 'racing', undefined, true],
    ['/racing/tips-centre', 'racing', undefined, true],
    ['/cheltenham-festival/racing/tips', 'racing', undefined, true],
    ['/racing/fast-results', 'racing', 'Cheltenham', true],
    ['/racing/fast-results/cheltenham/2025-03-11/1', 'racing', 'Cheltenham', true],
    ['/racing/fast-results/aintree/2025-04-05/7', 'racing', 'Cheltenham', false],
    ['/racing/fast-results/aintree/2025-04-05/7', 'racing', undefined, false],
    ['/football', 'racing', undefined, false],
    ['/football', 'football', undefined, true],
    ['/football/team/arsenal', 'football', undefined, true],
    ['/racing', 'football', undefined, false],
    ['/', 'football', undefined, true],
    ['/darts', 'darts', undefined, true],
    ['/racing', 'darts', undefined, false],
    ['/free-bets', 'other', undefined, false],
  ] as const)('thin banner on %s for %s (course %s): %s', (path, sport, courseName, expected) => {
    expect(thinBannerMatchesPage({ sport, courseName }, path)).toBe(expected);
  });

  it.each([
    ['/racing/fast-results', FAST_RESULTS_BANNER_TEXT],
    ['/racing/fast-results/cheltenham/2025-03-11/1', FAST_RESULTS_BANNER_TEXT],
    ['/racing', 'own text'],
  ])('thin banner text on %s', (path, expected) => {
    expect(thinBannerText({ text: 'own text' }, path)).toBe(expected);
  });

  it.each([
    ['/racing/racecards', true],
    ['/cheltenham-festival/racecards', true],
    ['/racing/fast-results', true],
    ['/racing/tips-centre', false],
    ['/royal-ascot/racing/tips', true],
    ['/', false],
  ])('top bar hidden on %s: %s', (path, expected) => {
    expect(isTopBarBannerHidden(path)).toBe(expected);
  });

  it.each([
    ['/royal-ascot/racing/tips', true],
    ['/royal-ascot/racing/tips?ref=nav', true],
    ['/royal-ascot/racing', false],
    ['/cheltenham-festival/racing/tips', false],
  ])('no banner at all on %s: %s', (path, expected) => {
    expect(isNoBannerPath(path)).toBe(expected);
  });

  it.each([
    [2, false, 'dual'],
    [3, false, 'slider'],
    [5, false, 'slider'],
    [2, true, 'slider'],
    [3, true, 'slider'],
  ] as const)('%s hero promos (mobile %s): %s', (count, mobile, expected) => {
    expect(heroCarouselMode(count, mobile)).toBe(expected);
  });

  it.each([
    [undefined, 675],
    [300, 490],
    [560, 560],
    [900, 675],
  ])('hero breakpoint %s -> %s', (value, expected) => {
    expect(heroBreakpoint(value)).toBe(expected);
  });
});
