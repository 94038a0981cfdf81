import { listenForTest, testDatabases } from '@sl/server-kit/testing';
import type { Db } from '@sl/server-kit';
import {
  leagueTablePath,
  leagueTableSeasonPath,
  matchPath,
  playerPath,
  routeSlug,
  sectionTeamPath,
  teamPath,
  type FootballCompetition,
  type FootballSeason,
  type LeagueTable,
  type MatchList,
  type PageStatus,
} from '@sl/contracts';
import { buildFootballApp } from './app';

// A Saturday afternoon in the 2026/27 season.
const NOW = new Date('2026-11-21T15:40:00Z');

describe.each(testDatabases())('football seasons and page status on $label', ({ open }) => {
  let db: Db;
  let base: string;
  let close: () => Promise<void>;
  const get = async <T>(path: string) => {
    const res = await fetch(`${base}${path}`);
    return { status: res.status, body: (await res.json()) as T };
  };
  const found = async (path: string) =>
    (await get<PageStatus>(`/api/football/v2/page-status?path=${encodeURIComponent(path)}`)).body.found;

  beforeAll(async () => {
    db = await open();
    const app = await buildFootballApp({ db, allowedOrigins: [], distDir: '/nonexistent', now: () => NOW });
    app.log.level = 'silent';
    base = await listenForTest(app);
    close = async () => {
      await app.close();
      await db.close();
    };
  });
  afterAll(() => close());

  it('lists the current season and the two before it for a competition with a table', async () => {
    const { status, body } = await get<{ competition: FootballCompetition; seasons: FootballSeason[] }>(
      '/api/football/v2/league-tables/2/seasons',
    );
    expect(status).toBe(200);
    expect(body.competition.name).toBe('Premier League');
    expect(body.seasons).toEqual([
      { id: 2026, name: '2026/27', slug: '2026-27', current: true },
      { id: 2025, name: '2025/26', slug: '2025-26', current: false },
      { id: 2024, name: '2024/25', slug: '2024-25', current: false },
    ]);
  });

  it("answers a finished season's final table: every club has played its 38 (bar the odd abandoned match)", async () => {
    const { status, body } = await get<LeagueTable>('/api/football/v2/league-tables/2/seasons/2024');
    expect(status).toBe(200);
    expect(body.season).toEqual({ id: 2024, name: '2024/25', slug: '2024-25', current: false });
    const rows = body.groups[0]!.rows;
    expect(rows).toHaveLength(20);
    // Abandoned matches (a few a season) are never replayed in this feed.
    for (const row of rows) expect(row.played).toBeGreaterThanOrEqual(30);
    for (const row of rows) expect(row.played).toBeLessThanOrEqual(38);
    const played = rows.reduce((sum, r) => sum + r.played, 0);
    expect(played).toBeGreaterThan(2 * 380 * 0.9);
    expect(rows[0]!.points).toBeGreaterThanOrEqual(rows[19]!.points);
  });

  it("answers the current season's table as it stands, the same as the plain table", async () => {
    const season = await get<LeagueTable>('/api/football/v2/league-tables/2/seasons/2026');
    const plain = await get<LeagueTable>('/api/football/v2/league-tables/2');
    expect(season.status).toBe(200);
    expect(season.body.groups).toEqual(plain.body.groups);
  });

  it('answers 404 with a message for an unknown season, a competition without a table, and 400 for a bad id', async () => {
    const old = await get<{ error: { code: string; message: string } }>(
      '/api/football/v2/league-tables/2/seasons/1999',
    );
    expect(old.status).toBe(404);
    expect(old.body.error.code).toBe('NO_SEASON');
    const cup = await get<{ error: { code: string } }>('/api/football/v2/league-tables/7/seasons/2026');
    expect(cup.status).toBe(404);
    expect(cup.body.error.code).toBe('NO_TABLE');
    expect((await get('/api/football/v2/league-tables/2/seasons/x')).status).toBe(400);
  });

  it('says every route the builders make from real ids is a page', async () => {
    const competitions = (await get<FootballCompetition[]>('/api/football/v2/competitions')).body;
    const league = competitions.find((c) => c.name === 'Premier League')!;
    const grouped = competitions.find((c) => c.groups.length > 0 && c.hasTable)!;
    const { matches } = (await get<MatchList>('/api/football/v2/matches/date/2026-11-21')).body;
    const match = matches.find((m) => m.competition.competition_reference.id === league.id)!;
    const home = match.team_score_a.team;
    const paths = [
      matchPath(match.match_reference.id, home.name, match.team_score_b.team.name),
      matchPath(match.match_reference.id, home.name, match.team_score_b.team.name, 'events'),
      teamPath(home.name, home.id),
      playerPath('Any Name', home.id * 100 + 9),
      leagueTablePath(league.name, league.id),
      leagueTablePath(grouped.name, grouped.id, grouped.groups[0]!),
      leagueTableSeasonPath(league.name, league.id, '2025-26', 2025),
      leagueTableSeasonPath(grouped.name, grouped.id, '2024-25', 2024, routeSlug(grouped.groups[0]!)),
      sectionTeamPath('fixtures-results', league, home),
      sectionTeamPath('league-tables', league, home),
      '/football/fixtures-results',
      '/football/tips-centre',
    ];
    for (const path of paths) expect([path, await found(path)]).toEqual([path, true]);
  });

  it('gives a match page and a team page a head from the stored match and team, and section pages none', async () => {
    const { matches } = (await get<MatchList>('/api/football/v2/matches/date/2026-11-21')).body;
    const match = matches.find((m) => m.state !== 'ABANDONED')!;
    const home = match.team_score_a.team;
    const away = match.team_score_b.team;
    const status = async (path: string) =>
      (await get<PageStatus>(`/api/football/v2/page-status?path=${encodeURIComponent(path)}`)).body;

    const { head } = await status(matchPath(match.match_reference.id, home.name, away.name));
    expect(head).toMatchObject({
      title: `${home.name} v ${away.name} | ${match.competition.name}`,
      event: {
        name: `${home.name} v ${away.name}`,
        sport: 'Football',
        homeTeam: home.name,
        awayTeam: away.name,
        eventStatus: 'EventScheduled',
      },
    });
    expect(head!.description).toContain(`kick-off ${match.match_time} on Saturday 21 November 2026`);
    // London wall-clock time with its offset (GMT in November), the same instant as the kick-off.
    expect(head!.event!.startDate).toMatch(/^2026-11-21T\d{2}:\d{2}:00\+00:00$/);
    expect(Date.parse(head!.event!.startDate)).toBe(Date.parse(match.kick_off));
    expect(head!.event).not.toHaveProperty('location');

    const team = await status(teamPath(home.name, home.id));
    expect(team.head?.title).toBe(`${home.name} | Fixtures, Results and Squad`);
    expect(team.head).not.toHaveProperty('event');
    expect(await status('/football/fixtures-results')).toEqual({
      path: '/football/fixtures-results',
      found: true,
    });
    expect(await status('/football/team/nobody/999999')).toEqual({
      path: '/football/team/nobody/999999',
      found: false,
    });
  });

  it('says unknown entities and unknown football paths are not pages', async () => {
    for (const path of [
      '/football/team/nobody/999999',
      '/football/team/nobody/abc',
      '/football/live/1/nobody-vs-nobody',
      '/football/league-tables/fa-cup/7',
      '/football/league-tables/premier-league/2/no-such-group',
      '/football/league-tables/premier-league/2/seasons/1999-00/1999',
      '/football/fixtures-results/teams/premier-league/2/nobody/999999',
      '/football/fixtures-results/competitions/nothing/999',
      '/football/player/nobody/5',
      '/football/nonsense',
      '/football/team/%E0%A4%A/1000',
    ])
      expect([path, await found(path)]).toEqual([path, false]);
  });

  it('refuses a page-status question without a site path (400)', async () => {
    expect((await get('/api/football/v2/page-status')).status).toBe(400);
    expect((await get('/api/football/v2/page-status?path=football')).status).toBe(400);
  });
});
