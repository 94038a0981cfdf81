import { listenForTest, testDatabases } from '@sl/server-kit/testing';
import type { Db } from '@sl/server-kit';
import { COMPETITION_PRIORITY, OTHER_COMPETITION_PRIORITY, competitionPriority } from '@sl/contracts';
import type {
  FootballCompetition,
  FootballMatch,
  LeagueTable,
  MatchList,
  NextMatchResponse,
  QuickLinkFootballItem,
} from '@sl/contracts';
import { buildFootballApp } from './app';

// A Saturday afternoon in the season: 15:40 London (GMT) on 21 November 2026.
const NOW = new Date('2026-11-21T15:40:00Z');

describe.each(testDatabases())('football service on $label', ({ open }) => {
  let db: Db;
  let base: string;
  let close: () => Promise<void>;
  const get = async <T>(path: string) => {
    const res = await fetch(`${base}${path}`);
    return { status: res.status, body: (await res.json()) as T };
  };

  beforeAll(async () => {
    db = await open();
    const app = await buildFootballApp({ db, allowedOrigins: [], distDir: '/nonexistent', now: () => NOW });
    base = await listenForTest(app);
    close = async () => {
      await app.close();
      await db.close();
    };
  });
  afterAll(() => close());

  it('answers quick links in the spec item shape, live first', async () => {
    const { status, body } = await get<QuickLinkFootballItem[]>('/api/football/v2/quick-links/2026-11-21');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(10);
    const first = body[0]!;
    expect(first.statePriority).toBe(1);
    expect(typeof first.match_reference.id).toBe('number');
    expect(first.team_score_a.team.name).toEqual(expect.any(String));
    expect(first.team_score_a.team.teamAbrevName).toMatch(/^[A-Z]{3}$/);
    expect(first.team_score_b.score[0]!.score).toEqual(expect.any(Number));
    const priorities = body.map((i) => i.statePriority);
    expect([...priorities].sort()).toEqual(priorities);
    expect(priorities).toContain(2);
    expect(priorities).toContain(3);
  });

  it('rejects a bad quick-links date with 400 and a message', async () => {
    for (const bad of ['2026-13-01', 'today', '2026-02-30']) {
      const { status, body } = await get<{ error: { code: string; message: string } }>(
        `/api/football/v2/quick-links/${bad}`,
      );
      expect(status).toBe(400);
      expect(body.error.message).toContain(bad);
    }
  });

  it('moves a match through its states as time passes (before, during, after kick-off)', async () => {
    const { body } = await get<MatchList>('/api/football/v2/matches/date/2026-11-21');
    const match = body.matches.find((m) => m.competition.name === 'Premier League')!;
    const kickOff = new Date(match.kick_off).getTime();
    const at = async (minutes: number) =>
      (
        await get<FootballMatch>(
          `/api/football/v2/match/${match.match_reference.id}?at=${new Date(kickOff + minutes * 60_000).toISOString()}`,
        )
      ).body;
    const before = await at(-10);
    expect(before.state).toBe('PREMATCH');
    expect(before.events).toEqual([]);
    const during = await at(20);
    expect(during.state).toBe('FIRSTHALF');
    expect(during.clock).toBe("21'");
    expect((await at(50)).state).toBe('HALFTIME');
    expect((await at(80)).state).toBe('SECONDHALF');
    const after = await at(200);
    expect(after.state).toBe('FULLTIME');
    expect(after.events.length).toBeGreaterThanOrEqual(during.events.length);
    const goals = after.events.filter((e) => ['GOAL', 'PENALTY', 'OWN_GOAL'].includes(e.type));
    expect(after.homeGoals + after.awayGoals).toBe(goals.length);
    expect(after.match_betting_market).toBeNull();
  });

  it('shows score-only competitions as LIVE while in play, ranked live in the quick links', async () => {
    // The Belgian Pro League is outside the prioritised 24: take its first November match, 20 minutes in.
    const month = await get<MatchList>('/api/football/v2/matches/month/2026-11?competitionId=30');
    const first = month.body.matches.find((m) => m.state === 'FULLTIME')!;
    const at = new Date(new Date(first.kick_off).getTime() + 20 * 60_000).toISOString();
    const { body } = await get<MatchList>(`/api/football/v2/matches/date/${first.match_date}?at=${at}`);
    const live = body.matches.filter((m) => m.state === 'LIVE');
    expect(live.map((m) => m.match_reference.id)).toContain(first.match_reference.id);
    for (const m of live) {
      expect(m.competition.name in COMPETITION_PRIORITY).toBe(false);
      expect(m.clock).toBe('Live');
      expect(m.events.every((e) => ['GOAL', 'PENALTY', 'OWN_GOAL'].includes(e.type))).toBe(true);
    }
    // Fully covered competitions never show LIVE: they report their phase.
    expect(body.matches.some((m) => m.competition.name in COMPETITION_PRIORITY && m.state === 'LIVE')).toBe(
      false,
    );
    const links = await get<QuickLinkFootballItem[]>(
      `/api/football/v2/quick-links/${first.match_date}?at=${at}`,
    );
    const item = links.body.find((i) => i.match_reference.id === first.match_reference.id)!;
    expect(item).toMatchObject({ statePriority: 1, state: 'LIVE', clock: 'Live' });
  });

  it('abandons some matches for good: no result, no prices, left out of the quick links and tables', async () => {
    const month = await get<MatchList>('/api/football/v2/matches/month/2026-10');
    const abandoned = month.body.matches.filter((m) => m.state === 'ABANDONED');
    expect(abandoned.length).toBeGreaterThan(0);
    const match = abandoned[0]!;
    expect(match).toMatchObject({
      clock: 'A-A',
      match_betting_market: null,
      match_outcome: { result_type: null, winner: null },
    });
    const detail = await get<FootballMatch>(`/api/football/v2/match/${match.match_reference.id}`);
    expect(detail.body.state).toBe('ABANDONED');
    const kickOff = new Date(match.kick_off).getTime();
    const early = await get<FootballMatch>(
      `/api/football/v2/match/${match.match_reference.id}?at=${new Date(kickOff + 5 * 60_000).toISOString()}`,
    );
    expect(['FIRSTHALF', 'LIVE']).toContain(early.body.state);
    const links = await get<QuickLinkFootballItem[]>(`/api/football/v2/quick-links/${match.match_date}`);
    expect(links.body.length).toBeGreaterThan(0);
    expect(links.body.some((i) => i.match_reference.id === match.match_reference.id)).toBe(false);
    expect(links.body.some((i) => i.state === 'ABANDONED')).toBe(false);
    // Tables count results only: an abandoned league match is not a game played.
    const competitions = (await get<FootballCompetition[]>('/api/football/v2/competitions')).body;
    const withTable = new Set(competitions.filter((c) => c.hasTable).map((c) => c.id));
    const league = abandoned.find((m) => withTable.has(m.competition.competition_reference.id))!;
    const competitionId = league.competition.competition_reference.id;
    const table = await get<LeagueTable>(`/api/football/v2/league-tables/${competitionId}`);
    const home = table.body.groups
      .flatMap((g) => g.rows)
      .find((r) => r.team.id === league.team_score_a.team.id)!;
    const teamMatches = (await get<{ matches: FootballMatch[] }>(`/api/football/v2/teams/${home.team.id}`))
      .body.matches;
    const inCompetition = teamMatches.filter((m) => m.competition.competition_reference.id === competitionId);
    expect(inCompetition.some((m) => m.state === 'ABANDONED')).toBe(true);
    expect(home.played).toBe(inCompetition.filter((m) => m.state === 'FULLTIME').length);
  });

  it('never offers an abandoned or started match as the next match', async () => {
    const month = await get<MatchList>('/api/football/v2/matches/month/2026-10');
    const match = month.body.matches.find(
      (m) => m.state === 'ABANDONED' && m.competition.sort_order > 0 && m.competition.sort_order <= 24,
    )!;
    const teamId = match.team_score_a.team.id;
    const competitionId = match.competition.competition_reference.id;
    // Just after the stoppage, the team's next match is a later one that has not kicked off.
    const after = new Date(new Date(match.kick_off).getTime() + 150 * 60_000).toISOString();
    const next = await get<NextMatchResponse>(
      `/api/football/v2/team/next-match/${teamId}/${competitionId}?at=${after}`,
    );
    expect(next.status).toBe(200);
    expect(next.body.next_match.match.match_id).not.toBe(match.match_reference.id);
    const detail = await get<FootballMatch>(
      `/api/football/v2/match/${next.body.next_match.match.match_id}?at=${after}`,
    );
    expect(detail.body.state).toBe('PREMATCH');
    expect(new Date(detail.body.kick_off).getTime()).toBeGreaterThan(Date.parse(after));
  });

  it('lists competitions by sort_order, the 24 by the priority list and the others at 100 after them, then name', async () => {
    const { body } = await get<FootballCompetition[]>('/api/football/v2/competitions');
    expect(body[0]!.name).toBe('Champions League');
    expect(body[1]!.name).toBe('Premier League');
    for (const c of body) expect(c.sort_order).toBe(competitionPriority(c.name));
    const others = body.filter((c) => !(c.name in COMPETITION_PRIORITY));
    expect(others.map((c) => c.name)).toEqual(['Belgian Pro League', 'Club Friendlies', 'Internationals']);
    expect(others.every((c) => c.sort_order === OTHER_COMPETITION_PRIORITY)).toBe(true);
    expect(body.slice(-others.length)).toEqual(others);
    expect(body.slice(0, 24).map((c) => c.sort_order)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(body.find((c) => c.name === 'FA Cup')!.hasTable).toBe(false);
    expect(body.find((c) => c.name === 'MLS')!.groups).toEqual(['Eastern Conference', 'Western Conference']);
  });

  it('answers fixtures and results by month, competition and team, and 400/404 for bad ones', async () => {
    const month = await get<MatchList>('/api/football/v2/matches/month/2026-11?competitionId=2');
    expect(month.status).toBe(200);
    expect(month.body.matches.length).toBeGreaterThan(20);
    expect(month.body.matches.every((m) => m.competition.competition_reference.id === 2)).toBe(true);
    expect((await get('/api/football/v2/matches/month/2026-13')).status).toBe(400);
    expect((await get('/api/football/v2/matches/month/2026-11?competitionId=abc')).status).toBe(400);
    expect((await get('/api/football/v2/matches/month/2026-11?competitionId=999')).status).toBe(404);
    expect((await get('/api/football/v2/competitions/2/matches')).body).toHaveProperty('matches');
    expect((await get('/api/football/v2/competitions/999/matches')).status).toBe(404);
    const team = await get<{ team: { name: string }; matches: FootballMatch[] }>(
      '/api/football/v2/teams/1000',
    );
    expect(team.body.team.name).toBe('Arsenal');
    expect(team.body.matches.length).toBeGreaterThan(30);
    expect((await get('/api/football/v2/teams/5')).status).toBe(404);
    expect((await get('/api/football/v2/teams/x1')).status).toBe(400);
  });

  it('answers the next match of a team in a competition', async () => {
    const { status, body } = await get<NextMatchResponse>('/api/football/v2/team/next-match/1000/2');
    expect(status).toBe(200);
    expect(body.next_match.team).toEqual({ id: 1000, name: 'Arsenal' });
    const { home_team, away_team } = body.next_match.match;
    expect([home_team.team_id, away_team.team_id]).toContain(1000);
    const detail = await get<FootballMatch>(`/api/football/v2/match/${body.next_match.match.match_id}`);
    expect(new Date(detail.body.kick_off).getTime()).toBeGreaterThan(NOW.getTime());
    expect((await get('/api/football/v2/team/next-match/1000/999')).status).toBe(404);
    expect((await get('/api/football/v2/team/next-match/1/2')).status).toBe(404);
    expect((await get('/api/football/v2/team/next-match/abc/2')).status).toBe(400);
  });

  it('computes league tables from results, with groups, and none for cups', async () => {
    const { status, body } = await get<LeagueTable>('/api/football/v2/league-tables/2');
    expect(status).toBe(200);
    const rows = body.groups[0]!.rows;
    expect(rows).toHaveLength(20);
    expect(rows.reduce((n, r) => n + r.played, 0) % 2).toBe(0);
    for (const r of rows) expect(r.points).toBe(r.won * 3 + r.drawn);
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.points).toBeGreaterThanOrEqual(rows[i]!.points);
    const mls = await get<LeagueTable>('/api/football/v2/league-tables/22');
    expect(mls.body.groups.map((g) => g.name)).toEqual(['Eastern Conference', 'Western Conference']);
    for (const id of [7, 8, 16]) expect((await get(`/api/football/v2/league-tables/${id}`)).status).toBe(404);
  });

  it('answers 404 for an unknown match or player and 400 for a malformed id or time', async () => {
    expect((await get('/api/football/v2/match/1')).status).toBe(404);
    expect((await get('/api/football/v2/match/abc')).status).toBe(400);
    expect((await get('/api/football/v2/match/1?at=yesterday')).status).toBe(400);
    expect((await get('/api/football/v2/players/100099')).status).toBe(404);
    const player = await get<{ player: { name: string }; team: { name: string } }>(
      '/api/football/v2/players/100007',
    );
    expect(player.body.team.name).toBe('Arsenal');
  });
});
