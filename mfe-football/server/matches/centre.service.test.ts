import { listenForTest, testDatabases } from '@sl/server-kit/testing';
import type { Db } from '@sl/server-kit';
import { type FootballMatch, type MatchList } from '@sl/contracts';
import { FORM_LENGTH, type MatchCentre } from '@sl/contracts/match-centre';
import { buildFootballApp } from '../app';

// A Saturday afternoon in the season: 15:40 London (GMT) on 21 November 2026, the 15:00 kick-offs in play.
const NOW = new Date('2026-11-21T15:40:00Z');

describe.each(testDatabases())('match centre on $label', ({ open }) => {
  let db: Db;
  let base: string;
  let close: () => Promise<void>;
  const get = async <T>(path: string) => {
    const res = await fetch(`${base}${path}`);
    return { status: res.status, body: (await res.json()) as T };
  };
  let day: FootballMatch[];

  beforeAll(async () => {
    db = await open();
    const app = await buildFootballApp({ db, allowedOrigins: [], distDir: '/nonexistent', now: () => NOW });
    base = await listenForTest(app);
    close = async () => {
      await app.close();
      await db.close();
    };
    day = (await get<MatchList>('/api/football/v2/matches/date/2026-11-21')).body.matches;
  }, 180_000);
  afterAll(() => close());

  const premierLeague = () =>
    day.find((m) => m.competition.name === 'Premier League' && m.state === 'FIRSTHALF')!;

  it('answers a league match in play with lineups, stats that agree with the match, form and the table', async () => {
    const match = premierLeague();
    const id = match.match_reference.id;
    const { status, body } = await get<MatchCentre>(`/api/football/v2/match/${id}/centre`);
    expect(status).toBe(200);
    expect(body.coverage).toBe('full');
    expect(body.lineups!.status).toBe('confirmed');
    expect(body.lineups!.home.team).toEqual(match.team_score_a.team);
    const stats = body.stats!;
    const cards = (side: string) => match.events.filter((e) => e.side === side && e.type === 'YELLOW_CARD');
    expect(stats.yellowCards.home).toBe(cards('home').length);
    expect(stats.possession.home + stats.possession.away).toBe(100);
    for (const side of ['home', 'away'] as const) {
      expect(body.form[side]).toHaveLength(FORM_LENGTH);
      const teamId = side === 'home' ? match.team_score_a.team.id : match.team_score_b.team.id;
      for (const f of body.form[side]) {
        expect(f.date < match.match_date).toBe(true);
        expect(f.opponent.id).not.toBe(teamId);
        expect(f.result).toBe(f.goalsFor > f.goalsAgainst ? 'W' : f.goalsFor < f.goalsAgainst ? 'L' : 'D');
      }
      const dates = body.form[side].map((f) => f.date);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
    const table = body.table!;
    expect(table.competitionName).toBe('Premier League');
    const teamIds = table.rows.map((r) => r.team.id);
    expect(teamIds).toContain(match.team_score_a.team.id);
    expect(teamIds).toContain(match.team_score_b.team.id);
    expect(table.rows.length).toBeLessThan(20);
    const positions = table.rows.map((r) => r.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('finds earlier meetings of two league sides in past seasons, tallied from the home side’s view', async () => {
    const match = premierLeague();
    const { body } = await get<MatchCentre>(`/api/football/v2/match/${match.match_reference.id}/centre`);
    const h2h = body.headToHead;
    expect(h2h.meetings.length).toBeGreaterThanOrEqual(2);
    const pair = new Set([match.team_score_a.team.id, match.team_score_b.team.id]);
    for (const m of h2h.meetings) {
      expect(new Set([m.home.id, m.away.id])).toEqual(pair);
      expect(m.date < match.match_date).toBe(true);
    }
    expect(h2h.homeWins + h2h.draws + h2h.awayWins).toBe(h2h.meetings.length);
    const homeId = match.team_score_a.team.id;
    const homeWins = h2h.meetings.filter((m) =>
      m.home.id === homeId ? m.homeGoals > m.awayGoals : m.awayGoals > m.homeGoals,
    ).length;
    expect(h2h.homeWins).toBe(homeWins);
  });

  it('has no statistics before kick-off, and predicted lineups until an hour before', async () => {
    const later = day.find((m) => m.state === 'PREMATCH' && m.competition.name === 'Premier League')!;
    const id = later.match_reference.id;
    const kickOff = new Date(later.kick_off).getTime();
    const at = (ms: number) => new Date(kickOff + ms).toISOString();
    const early = (await get<MatchCentre>(`/api/football/v2/match/${id}/centre?at=${at(-3 * 3_600_000)}`))
      .body;
    expect(early.stats).toBeNull();
    expect(early.lineups!.status).toBe('predicted');
    const sheet = (await get<MatchCentre>(`/api/football/v2/match/${id}/centre?at=${at(-30 * 60_000)}`)).body;
    expect(sheet.lineups!.status).toBe('confirmed');
    expect(sheet.match_odds_grid!.bookmakers[0]!.home).toBe(later.match_betting_market!.home);
  });

  it('answers 404 for an unknown match and 400 for a bad id or instant', async () => {
    const missing = await get<{ error: { code: string } }>('/api/football/v2/match/999999999/centre');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('MATCH_NOT_FOUND');
    expect((await get('/api/football/v2/match/abc/centre')).status).toBe(400);
    expect(
      (await get(`/api/football/v2/match/${premierLeague().match_reference.id}/centre?at=soon`)).status,
    ).toBe(400);
  });
});
