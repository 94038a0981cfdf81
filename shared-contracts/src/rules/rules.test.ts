import { bettingAllowed, isUkOrIreland, viewerCountry } from './geo';
import { deviceForWidth, shellSportForPath } from './ids';
import { pageTitle } from './page-title';
import { elapsedTime, shortRelativeTime } from './relative-time';
import { shareLinks } from './share';
import { isAndroidWebView, isMobileAppUserAgent } from './user-agent';

describe('geography', () => {
  // Spec document 2, section 5: the nineteen countries whose viewers count as UK/Ireland.
  const UK_AND_IRELAND = 'GB IE IM JE GG GI AI BM CX CC FK KY MS PN SH SGS TC VG IO'.split(' ');
  it.each(UK_AND_IRELAND.map((c) => [c]))('%s counts, in any case', (country) => {
    expect(isUkOrIreland(country)).toBe(true);
    expect(isUkOrIreland(country.toLowerCase())).toBe(true);
  });
  it.each([['US'], ['FR'], ['GS'], [''], [null], [undefined], ['G']])('%p does not', (country) => {
    expect(isUkOrIreland(country)).toBe(false);
  });
  it('is always true in development', () => {
    expect(isUkOrIreland('US', true)).toBe(true);
    expect(isUkOrIreland('', true)).toBe(true);
  });
});

describe('mobile app user agent', () => {
  it.each([
    ['Mozilla/5.0 (iPhone) AppleWebKit SportingLifeiOS/5.1', true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36', true],
    ['Mozilla/5.0 (Linux; Android 14) SPORTINGLIFEANDROID', true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile', false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1', false],
    ['', false],
  ])('%p -> %p', (ua, expected) => {
    expect(isMobileAppUserAgent(ua)).toBe(expected);
  });
  it('Android web view needs the UA and the bridge object', () => {
    const ua = 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36';
    expect(isAndroidWebView(ua, {})).toBe(true);
    expect(isAndroidWebView(ua, undefined)).toBe(false);
    expect(isAndroidWebView('Mozilla/5.0 (iPhone) SportingLifeiOS', {})).toBe(false);
  });
});

describe('relative time', () => {
  const now = Date.UTC(2025, 0, 1);
  const ago = (ms: number) => now - ms;
  it.each([
    [0, '0s'],
    [59_000, '59s'],
    [60_000, '1m'],
    [59 * 60_000, '59m'],
    [3_600_000, '1h'],
    [23 * 3_600_000, '23h'],
    [86_400_000, '1d'],
    [29 * 86_400_000, '29d'],
    [30 * 86_400_000, '1M'],
    [364 * 86_400_000, '12M'],
    [365 * 86_400_000, '1y'],
    [800 * 86_400_000, '2y'],
  ])('short form %p ms -> %p', (ms, expected) => {
    expect(shortRelativeTime(ago(ms), now)).toBe(expected);
  });
  it.each([
    [30_000, 'just now'],
    [5 * 60_000, '5 min ago'],
    [2 * 3_600_000, '2 h ago'],
    [3 * 86_400_000, '3 d ago'],
    [14 * 86_400_000, '2 w ago'],
    [60 * 86_400_000, '2 M ago'],
    [730 * 86_400_000, '2 y ago'],
  ])('elapsed form %p ms -> %p', (ms, expected) => {
    expect(elapsedTime(ago(ms), now)).toBe(expected);
  });
  it('never reads negative for a future time', () => {
    expect(shortRelativeTime(now + 5000, now)).toBe('0s');
  });
});

describe('ids', () => {
  it.each([
    ['/racing', 1],
    ['/racing/racecards', 1],
    ['/football/live/1/a-vs-b', 2],
    ['/racingpost', 0],
    ['/', 0],
  ])('shell sport of %p', (path, id) => {
    expect(shellSportForPath(path)).toBe(id);
  });
  it.each([
    [375, 1],
    [675, 1],
    [676, 2],
    [1600, 2],
  ])('device of width %p', (width, id) => {
    expect(deviceForWidth(width)).toBe(id);
  });
});

describe('page titles', () => {
  it.each([
    ['Racecards', '/racing/racecards', 'Racecards | Horse Racing | Sporting Life'],
    ['Football', '/football', 'Football | Sporting Life'],
    ['Golf', '/golf', 'Golf | Sporting Life'],
    [null, '/', 'Sporting Life'],
    ['Privacy', '/privacy', 'Privacy | Sporting Life'],
  ])('%p on %p', (page, path, expected) => {
    expect(pageTitle(page, path)).toBe(expected);
  });
});

describe('share links', () => {
  it('builds two encoded social links', () => {
    const links = shareLinks('https://site.example/racing?a=1&b=2', 'Tips & news');
    expect(links.map((l) => l.network)).toEqual(['facebook', 'x']);
    expect(links[0]!.href).toContain('u=https%3A%2F%2Fsite.example%2Fracing%3Fa%3D1%26b%3D2');
    expect(links[1]!.href).toContain('text=Tips%20%26%20news');
  });
});

describe('viewer geography from the CDN header', () => {
  it('reads the configured header, upper case, and ignores what is not a country code', () => {
    expect(viewerCountry({ 'cloudfront-viewer-country': 'gb' })).toBe('GB');
    expect(viewerCountry({ 'x-country': 'FR' }, 'X-Country')).toBe('FR');
    expect(viewerCountry({ 'cloudfront-viewer-country': ['IE', 'GB'] })).toBe('IE');
    expect(viewerCountry({ 'cloudfront-viewer-country': '<script>' })).toBe('');
    expect(viewerCountry({})).toBe('');
  });
  it('allows betting content for UK/Ireland viewers, everyone in development, and when no CDN names a country', () => {
    expect(bettingAllowed('GB', false)).toBe(true);
    expect(bettingAllowed('JE', false)).toBe(true);
    expect(bettingAllowed('FR', false)).toBe(false);
    expect(bettingAllowed('US', false)).toBe(false);
    expect(bettingAllowed('FR', true)).toBe(true);
    expect(bettingAllowed('', false)).toBe(true);
  });
});
