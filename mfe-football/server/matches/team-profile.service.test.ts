import { listenForTest, testDatabases } from '@sl/server-kit/testing';
import type { Db } from '@sl/server-kit';
import type { FootballMatch, FootballTeam, LeagueTable } from '@sl/contracts';
import type { TeamProfile } from '@sl/contracts/match-centre';
import { buildFootballApp } from '../app';
import { teamByName } from '../feed/teams';
import { around } from './team-profile';

// A Saturday afternoon in the season: 15:40 London (GMT) on 21 November 2026, with some matches in play.
const NOW = new Date('2026-11-21T15:40:00Z');
const SEASON_START = '2026-07-01';

describe('around', () => {
  const rows = Array.from({ length: 20 }, (_, i) => i + 1);
  it('keeps two either side in mid-table and five rows at the top and bottom', () => {
    expect(around(rows, 9)).toEqual([8, 9, 10, 11, 12]);
    expect(around(rows, 0)).toEqual([1, 2, 3, 4, 5]);
    expect(around(rows, 19)).toEqual([16, 17, 18, 19, 20]);
    expect(around([1, 2, 3], 1)).toEqual([1, 2, 3]);
  });
});

describe.each(testDatabases())('team profile on $label', ({ open }) => {
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

  it.each(['Arsenal', 'Sunderland', 'Celtic', 'Wrexham'])(
    "%s: the page's position, points and record are its row in the league table, and its results add up to them",
    async (name) => {
      const id = teamByName.get(name)!.id;
      const { status, body } = await get<TeamProfile>(`/api/football/v2/teams/${id}/profile`);
      expect(status).toBe(200);
      const standing = body.standing!;
      const table = await get<LeagueTable>(`/api/football/v2/league-tables/${standing.competitionId}`);
      const rows = table.body.groups.flatMap((g) => g.rows);
      expect(standing.row).toEqual(rows.find((r) => r.team.id === id));
      expect(standing.size).toBe(rows.length);
      expect(standing.rows).toContainEqual(standing.row);
      expect(standing.rows).toHaveLength(5);
      expect(standing.rows.map((r) => r.position)).toEqual(
        Array.from({ length: 5 }, (_, i) => standing.rows[0]!.position + i),
      );

      const team = await get<{ team: FootballTeam; matches: FootballMatch[] }>(
        `/api/football/v2/teams/${id}`,
      );
      const played = team.body.matches.filter(
        (m) =>
          m.state === 'FULLTIME' &&
          m.competition.competition_reference.id === standing.competitionId &&
          m.match_date >= SEASON_START,
      );
      expect(played.length).toBe(standing.row.played);
      const scored = (m: FootballMatch) => (m.team_score_a.team.id === id ? m.homeGoals : m.awayGoals);
      const conceded = (m: FootballMatch) => (m.team_score_a.team.id === id ? m.awayGoals : m.homeGoals);
      expect(played.filter((m) => scored(m) > conceded(m)).length).toBe(standing.row.won);
      expect(played.filter((m) => scored(m) === conceded(m)).length).toBe(standing.row.drawn);
      expect(played.reduce((sum, m) => sum + scored(m), 0)).toBe(standing.row.goalsFor);
      expect(played.reduce((sum, m) => sum + conceded(m), 0)).toBe(standing.row.goalsAgainst);

      // Form: the five latest of those results, newest first, each letter from its score.
      const latest = [...played].sort((a, b) => b.kick_off.localeCompare(a.kick_off)).slice(0, 5);
      expect(body.form.map((f) => f.matchId)).toEqual(latest.map((m) => m.match_reference.id));
      for (const f of body.form) {
        expect(f.result).toBe(f.goalsFor > f.goalsAgainst ? 'W' : f.goalsFor < f.goalsAgainst ? 'L' : 'D');
      }
      expect(body.team.colours?.primary).toMatch(/^#[0-9A-F]{6}$/);
    },
    30_000,
  );

  it('lists the squad by shirt with positions, and every player has a page naming the same man', async () => {
    const id = teamByName.get('Liverpool')!.id;
    const { body } = await get<TeamProfile>(`/api/football/v2/teams/${id}/profile`);
    expect(body.squad.map((p) => p.shirt)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(body.squad.filter((p) => p.position === 'GK').map((p) => p.shirt)).toEqual([1, 13]);
    for (const p of body.squad.slice(0, 3)) {
      const player = await get<{ player: { name: string }; team: { id: number } }>(
        `/api/football/v2/players/${p.id}`,
      );
      expect(player.body.player.name).toBe(p.name);
      expect(player.body.team.id).toBe(id);
    }
  });

  it('a national team has no table and no league form, but a squad', async () => {
    const id = teamByName.get('England')!.id;
    const { status, body } = await get<TeamProfile>(`/api/football/v2/teams/${id}/profile`);
    expect(status).toBe(200);
    expect(body.standing).toBeNull();
    expect(body.form).toEqual([]);
    expect(body.squad).toHaveLength(25);
    expect(body.team.colours?.shape).toBe('round');
  });

  it('answers 404 for an unknown team and 400 for a malformed id', async () => {
    expect((await get('/api/football/v2/teams/999999/profile')).status).toBe(404);
    expect((await get('/api/football/v2/teams/abc/profile')).status).toBe(400);
  });
});
