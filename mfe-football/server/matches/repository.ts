import type { FootballCompetition, FootballTeam } from '@sl/contracts';
import type { Db } from '@sl/server-kit';

export interface MatchRow {
  id: number;
  competitionId: number;
  competitionName: string;
  sortOrder: number;
  matchDate: string;
  kickOff: Date;
  home: { id: number; name: string; abbrev: string };
  away: { id: number; name: string; abbrev: string };
  roundType: string;
  roundNumber: number;
  group: string | null;
  knockout: boolean;
}

interface RawRow {
  id: string | number;
  competition_id: number;
  competition_name: string;
  sort_order: number;
  match_date: string | Date;
  kick_off: string | Date;
  home_id: number;
  home_name: string;
  home_abbrev: string;
  away_id: number;
  away_name: string;
  away_abbrev: string;
  round_type: string;
  round_number: number;
  grp: string | null;
  knockout: boolean;
}

const SELECT = `
  SELECT m.id, m.competition_id, c.name AS competition_name, c.sort_order, m.match_date::text AS match_date,
         m.kick_off, h.id AS home_id, h.name AS home_name, h.abbrev AS home_abbrev,
         a.id AS away_id, a.name AS away_name, a.abbrev AS away_abbrev,
         m.round_type, m.round_number, m.grp, m.knockout
  FROM matches m
  JOIN competitions c ON c.id = m.competition_id
  JOIN teams h ON h.id = m.home_team_id
  JOIN teams a ON a.id = m.away_team_id`;

const toRow = (r: RawRow): MatchRow => ({
  id: Number(r.id),
  competitionId: r.competition_id,
  competitionName: r.competition_name,
  sortOrder: r.sort_order,
  matchDate:
    typeof r.match_date === 'string' ? r.match_date.slice(0, 10) : r.match_date.toISOString().slice(0, 10),
  kickOff: new Date(r.kick_off),
  home: { id: r.home_id, name: r.home_name, abbrev: r.home_abbrev },
  away: { id: r.away_id, name: r.away_name, abbrev: r.away_abbrev },
  roundType: r.round_type,
  roundNumber: r.round_number,
  group: r.grp,
  knockout: r.knockout,
});

interface CompetitionRaw {
  id: number;
  name: string;
  sort_order: number;
  has_table: boolean;
}

export class MatchesRepository {
  constructor(private readonly db: Db) {}

  private async rows(where: string, params: unknown[]): Promise<MatchRow[]> {
    const raw = await this.db.query<RawRow>(`${SELECT} WHERE ${where} ORDER BY m.kick_off, m.id`, params);
    return raw.map(toRow);
  }

  byDate(date: string) {
    return this.rows('m.match_date = $1', [date]);
  }

  /** A month's matches (from, to are YYYY-MM-DD, to exclusive), optionally for one competition or team. */
  between(from: string, to: string, filter: { competitionId?: number; teamId?: number } = {}) {
    const clauses = ['m.match_date >= $1', 'm.match_date < $2'];
    const params: unknown[] = [from, to];
    if (filter.competitionId !== undefined) {
      params.push(filter.competitionId);
      clauses.push(`m.competition_id = $${params.length}`);
    }
    if (filter.teamId !== undefined) {
      params.push(filter.teamId);
      clauses.push(`(m.home_team_id = $${params.length} OR m.away_team_id = $${params.length})`);
    }
    return this.rows(clauses.join(' AND '), params);
  }

  byCompetition(competitionId: number) {
    return this.rows('m.competition_id = $1', [competitionId]);
  }

  byTeam(teamId: number) {
    return this.rows('(m.home_team_id = $1 OR m.away_team_id = $1)', [teamId]);
  }

  async byId(id: number): Promise<MatchRow | null> {
    return (await this.rows('m.id = $1', [id]))[0] ?? null;
  }

  /** The team's next match in the competition that has not kicked off by `now`. */
  async nextMatch(teamId: number, competitionId: number, now: Date): Promise<MatchRow | null> {
    const rows = await this.db.query<RawRow>(
      `${SELECT} WHERE m.competition_id = $1 AND (m.home_team_id = $2 OR m.away_team_id = $2) AND m.kick_off > $3
       ORDER BY m.kick_off LIMIT 1`,
      [competitionId, teamId, now.toISOString()],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  async competitions(): Promise<Array<FootballCompetition & { kind: string }>> {
    const rows = await this.db.query<CompetitionRaw & { kind: string }>(
      'SELECT id, name, sort_order, has_table, kind FROM competitions',
    );
    const groups = await this.db.query<{ competition_id: number; grp: string }>(
      'SELECT DISTINCT competition_id, grp FROM teams WHERE grp IS NOT NULL ORDER BY grp',
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      sort_order: r.sort_order,
      hasTable: r.has_table,
      kind: r.kind,
      groups: groups.filter((g) => g.competition_id === r.id).map((g) => g.grp),
    }));
  }

  async competition(id: number) {
    return (await this.competitions()).find((c) => c.id === id) ?? null;
  }

  async team(id: number): Promise<(FootballTeam & { group: string | null }) | null> {
    const rows = await this.db.query<{
      id: number;
      name: string;
      abbrev: string;
      competition_id: number;
      grp: string | null;
    }>('SELECT id, name, abbrev, competition_id, grp FROM teams WHERE id = $1', [id]);
    const r = rows[0];
    return r
      ? { id: r.id, name: r.name, teamAbrevName: r.abbrev, competitionId: r.competition_id, group: r.grp }
      : null;
  }
}
