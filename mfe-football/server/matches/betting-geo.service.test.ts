import { listenForTest, testDatabases } from '@sl/server-kit/testing';
import type { FootballMatch, MatchList } from '@sl/contracts';
import type { MatchCentre } from '@sl/contracts/match-centre';
import { buildFootballApp } from '../app';

// A Saturday afternoon in the season, when most matches still have prices.
const NOW = new Date('2026-11-21T12:00:00Z');
const HEADER = 'cloudfront-viewer-country';

describe.each(testDatabases())('football match prices by viewer geography on $label', ({ open }) => {
  let base: string;
  let close: () => Promise<void>;
  const matches = async (path: string, country?: string) => {
    const res = await fetch(`${base}${path}`, { headers: country ? { [HEADER]: country } : {} });
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toContain(HEADER);
    return res.json() as Promise<unknown>;
  };
  const priced = (list: FootballMatch[]) => list.filter((m) => m.match_betting_market !== null).length;

  beforeAll(async () => {
    const db = await open();
    const app = await buildFootballApp({
      db,
      allowedOrigins: [],
      distDir: '/nonexistent',
      now: () => NOW,
      geo: { countryHeader: HEADER, development: false },
    });
    base = await listenForTest(app);
    close = async () => {
      await app.close();
      await db.close();
    };
  });
  afterAll(() => close());

  it('sends a day’s match prices to UK and Ireland viewers, and none to a viewer in France', async () => {
    const path = '/api/football/v2/matches/date/2026-11-21';
    for (const country of ['GB', 'IE', 'JE']) {
      expect(priced(((await matches(path, country)) as MatchList).matches)).toBeGreaterThan(10);
    }
    const abroad = ((await matches(path, 'FR')) as MatchList).matches;
    expect(abroad.length).toBeGreaterThan(10);
    expect(priced(abroad)).toBe(0);
  });

  it('keeps prices off a team’s page abroad too, and treats no CDN header as a local run', async () => {
    const team = (await matches('/api/football/v2/teams/1000', 'US')) as { matches: FootballMatch[] };
    expect(team.matches.length).toBeGreaterThan(0);
    expect(priced(team.matches)).toBe(0);
    const local = (await matches('/api/football/v2/teams/1000')) as { matches: FootballMatch[] };
    expect(priced(local.matches)).toBeGreaterThan(0);
  });

  it('keeps the match centre’s grid across bookmakers for UK viewers and off it abroad', async () => {
    const day = (await matches('/api/football/v2/matches/date/2026-11-21', 'GB')) as MatchList;
    const id = day.matches.find((m) => m.match_betting_market)!.match_reference.id;
    const home = (await matches(`/api/football/v2/match/${id}/centre`, 'GB')) as MatchCentre;
    expect(home.match_odds_grid?.bookmakers.length).toBeGreaterThan(1);
    const abroad = (await matches(`/api/football/v2/match/${id}/centre`, 'FR')) as MatchCentre;
    expect(abroad.match_odds_grid).toBeNull();
    expect(abroad.headToHead).toEqual(home.headToHead);
  });
});
