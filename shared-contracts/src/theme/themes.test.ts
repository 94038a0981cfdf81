import { themeNameForPath } from './themes';

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
    expect(themeNameForPath(path, ascot)).toBe(name);
  });
});
