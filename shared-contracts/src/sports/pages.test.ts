import { greyhoundPageFor, greyhoundRacePath } from '../greyhounds/pages';
import { SITE_ROUTE_PREFIXES } from '../nav/site-links';
import { pageStatusOwner } from '../routes/page-status';
import { SPORT_PAGE_NAMES, SPORT_PAGES, sportEventPath, sportPageOf, sportsPageFor } from './pages';
import { OTHER_SPORTS } from './types';

describe('other sports and greyhound page tables', () => {
  it('puts every sport on exactly one page, and every page is a site prefix the football service answers for', () => {
    for (const sport of OTHER_SPORTS) {
      const pages = SPORT_PAGE_NAMES.filter((p) =>
        (SPORT_PAGES[p].sports as readonly string[]).includes(sport),
      );
      expect([sport, pages]).toEqual([sport, [sportPageOf(sport)]]);
    }
    for (const prefix of ['/sports', ...SPORT_PAGE_NAMES.map((p) => `/${p}`)]) {
      expect(SITE_ROUTE_PREFIXES).toContain(prefix);
      expect([prefix, pageStatusOwner(`${prefix}/anything`)?.service]).toEqual([prefix, 'football']);
    }
    expect(pageStatusOwner('/greyhounds/nope')?.service).toBe('racing');
  });

  it('reads hub, sport and event addresses and nothing else', () => {
    expect(sportsPageFor('/sports/')).toEqual({ kind: 'hub' });
    expect(sportsPageFor('/other-sports')).toEqual({ kind: 'sport', page: 'other-sports' });
    expect(sportsPageFor(sportEventPath('rugby', 'rugby-20261128-a-b'))).toEqual({
      kind: 'event',
      page: 'other-sports',
      eventId: 'rugby-20261128-a-b',
    });
    for (const path of ['/rugby', '/sports/darts', '/darts/events', '/darts/events/x/y', '/darts/events/A_B'])
      expect([path, sportsPageFor(path)]).toEqual([path, null]);
    expect(greyhoundPageFor(greyhoundRacePath('2026-11-23', 'romford', 'romford-20261123-4'))).toEqual({
      kind: 'racecard',
      params: { date: '2026-11-23', track: 'romford', raceId: 'romford-20261123-4' },
    });
    expect(greyhoundPageFor('/greyhoundsx')).toBeNull();
    expect(greyhoundPageFor('/greyhounds/racecards/2026-11-23/romford/x/y')).toBeNull();
  });
});
