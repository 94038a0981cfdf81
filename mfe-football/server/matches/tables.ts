import type { FootballCompetition, FootballMatch, LeagueTable, LeagueTableRow, TeamRef } from '@sl/contracts';

/** A team's running count over its finished matches: the table row before goal difference, points and movement. */
type Tally = Pick<LeagueTableRow, 'team' | 'played' | 'won' | 'drawn' | 'lost' | 'goalsFor' | 'goalsAgainst'>;

/** Positions by points, then goal difference, goals scored and name: the usual league order. */
function standings(matches: readonly FootballMatch[], teams: readonly TeamRef[]): Tally[] {
  const tally = new Map<number, Tally>(
    teams.map((t) => [t.id, { team: t, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0 }]),
  );
  for (const m of matches) {
    if (m.state !== 'FULLTIME') continue;
    const home = tally.get(m.team_score_a.team.id);
    const away = tally.get(m.team_score_b.team.id);
    if (!home || !away) continue;
    home.played++;
    away.played++;
    home.goalsFor += m.homeGoals;
    home.goalsAgainst += m.awayGoals;
    away.goalsFor += m.awayGoals;
    away.goalsAgainst += m.homeGoals;
    if (m.homeGoals > m.awayGoals) {
      home.won++;
      away.lost++;
    } else if (m.homeGoals < m.awayGoals) {
      away.won++;
      home.lost++;
    } else {
      home.drawn++;
      away.drawn++;
    }
  }
  const points = (t: Tally) => t.won * 3 + t.drawn;
  return [...tally.values()].sort(
    (a, b) =>
      points(b) - points(a) ||
      b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
      b.goalsFor - a.goalsFor ||
      a.team.name.localeCompare(b.team.name),
  );
}

/**
 * A competition's table(s) from its results at `now`, one per group, with each club's movement against the table
 * as it stood a week earlier (`before`, the same matches seen at that time).
 */
export function leagueTable(
  competition: FootballCompetition,
  now: readonly FootballMatch[],
  before: readonly FootballMatch[],
): LeagueTable {
  const groupNames: Array<string | null> = competition.groups.length ? competition.groups : [null];
  const groups = groupNames.map((name) => {
    const inGroup = (m: FootballMatch) => name === null || m.group === name;
    const teams = new Map<number, TeamRef>();
    for (const m of now.filter(inGroup)) {
      teams.set(m.team_score_a.team.id, m.team_score_a.team);
      teams.set(m.team_score_b.team.id, m.team_score_b.team);
    }
    const current = standings(now.filter(inGroup), [...teams.values()]);
    const previous = standings(before.filter(inGroup), [...teams.values()]);
    const previousPosition = new Map(previous.map((t, i) => [t.team.id, i + 1]));
    const rows: LeagueTableRow[] = current.map((t, i) => ({
      position: i + 1,
      ...t,
      goalDifference: t.goalsFor - t.goalsAgainst,
      points: t.won * 3 + t.drawn,
      movement: (previousPosition.get(t.team.id) ?? i + 1) - (i + 1),
    }));
    return { name, rows };
  });
  return { competition, groups };
}
