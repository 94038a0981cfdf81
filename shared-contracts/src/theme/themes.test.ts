import { defaultTheme } from './tokens';
import { SITE_THEMES, siteThemeForPath } from './themes';

describe('festival themes', () => {
  it.each([
    ['/cheltenham-festival', false, 'cheltenham'],
    ['/cheltenham-festival/racing/tips', true, 'cheltenham'],
    ['/grand-national', false, 'grand-national'],
    ['/royal-ascot', true, 'royal-ascot'],
    ['/royal-ascot', false, 'default'],
    ['/racing', true, 'default'],
    ['/', false, 'default'],
  ])('%p (ascot microsite %p) -> %p', (path, ascot, name) => {
    expect(siteThemeForPath(path, ascot).name).toBe(name);
  });
  it('every theme keeps the default keys, layout and breakpoints', () => {
    for (const theme of Object.values(SITE_THEMES)) {
      expect(Object.keys(theme.colors).sort()).toEqual(Object.keys(defaultTheme.colors).sort());
      expect(theme.layout).toBe(defaultTheme.layout);
      expect(theme.breakpoints).toBe(defaultTheme.breakpoints);
    }
    const primaries = new Set(Object.values(SITE_THEMES).map((t) => t.colors.primary));
    expect(primaries.size).toBe(4);
  });
});
