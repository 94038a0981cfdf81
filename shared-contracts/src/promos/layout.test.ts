import { BANNER_SIZES, bannerSpace } from './layout';
import type { BannerLayoutFields } from './display';

const promo = (name: string, over: Partial<BannerLayoutFields> = {}): BannerLayoutFields => ({
  name: name as BannerLayoutFields['name'],
  sport: 'racing',
  hero: true,
  banner: true,
  ...over,
});

describe('bannerSpace', () => {
  const { hero, carousel, thin, topBar, gap } = BANNER_SIZES;

  it('holds nothing without a hint or without promos', () => {
    expect(bannerSpace(null, '/', 'page')).toBe(0);
    expect(bannerSpace([], '/', 'page')).toBe(0);
    expect(bannerSpace([], '/', 'top-bar')).toBe(0);
  });

  it('holds a hero on home, a carousel for several heroes, thin banners elsewhere', () => {
    expect(bannerSpace([promo('cheltenham')], '/', 'page')).toBe(hero + gap);
    expect(bannerSpace([promo('cheltenham'), promo('ascot')], '/', 'page')).toBe(carousel + gap);
    expect(bannerSpace([promo('cheltenham')], '/racing', 'page')).toBe(thin + gap + gap);
    expect(bannerSpace([promo('a'), promo('b'), promo('c')], '/racing', 'page')).toBe(2 * (thin + gap) + gap);
  });

  it('holds nothing where no banner matches the page', () => {
    expect(bannerSpace([promo('cheltenham')], '/football', 'page')).toBe(0);
    expect(bannerSpace([promo('euros', { sport: 'football', banner: false })], '/football', 'page')).toBe(0);
  });

  it('holds a line per promo in the promo bar (the first two only), none on racecard and fast-result pages', () => {
    expect(bannerSpace([promo('cheltenham')], '/', 'top-bar')).toBe(topBar);
    expect(bannerSpace([promo('cheltenham'), promo('ascot'), promo('ebor')], '/', 'top-bar')).toBe(
      2 * topBar,
    );
    expect(bannerSpace([promo('cheltenham')], '/racing/racecards', 'top-bar')).toBe(0);
    expect(bannerSpace([promo('cheltenham')], '/racing/fast-results', 'top-bar')).toBe(0);
  });
});
