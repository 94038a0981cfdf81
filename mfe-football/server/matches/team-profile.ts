import { type FootballCompetition, type LeagueTableRow } from '@sl/contracts';
import { positionOfShirt } from '@sl/contracts/fantasy';
import {
  FORM_LENGTH,
  TEAM_TABLE_SPAN,
  type FormResult,
  type SquadPlayer,
  type TeamProfile,
  type TeamStanding,
} from '@sl/contracts/match-centre';
import { teamColours } from '../feed/colours';
import { SQUAD_SIZE, playerId, playerName } from '../feed/squads';
import { formResult } from './form-result';
import { presentMatch } from './present';
import { currentTableRows } from './seasons';
import { leagueTable } from './tables';

const WEEK_MS = 7 * 24 * 3_600_000;

/** The competition's table as the league-table page shows it at `at` (movement against a week earlier). */
function currentLeagueTable(competition: FootballCompetition, at: Date) {
  const rows = currentTableRows(competition.id, at);
  const seen = (instant: Date) => rows.map((r) => presentMatch(r, instant));
  return {
    table: leagueTable(competition, seen(at), seen(new Date(at.getTime() - WEEK_MS))),
    matches: seen(at),
  };
}

/** `span` rows either side of `index`, shifted inwards at the top and bottom so the excerpt keeps its length. */
export function around<T>(rows: readonly T[], index: number, span = TEAM_TABLE_SPAN): T[] {
  const length = Math.min(rows.length, span * 2 + 1);
  const start = Math.max(0, Math.min(index - span, rows.length - length));
  return rows.slice(start, start + length);
}

const squadOf = (teamId: number): SquadPlayer[] =>
  Array.from({ length: SQUAD_SIZE }, (_, i) => i + 1).map((shirt) => ({
    id: playerId(teamId, shirt),
    name: playerName(teamId, shirt),
    shirt,
    position: positionOfShirt(shirt)!,
  }));

/**
 * A team's page at `at`: its row and the rows around it in its league's table, and its league form, all from the
 * same presented matches as the league-table page, so the two can never disagree.
 */
export function teamProfile(
  team: { id: number; name: string; teamAbrevName: string; competitionId: number },
  competition: FootballCompetition | null,
  at: Date,
): TeamProfile {
  let standing: TeamStanding | null = null;
  let form: FormResult[] = [];
  if (competition?.hasTable) {
    const { table, matches } = currentLeagueTable(competition, at);
    for (const group of table.groups) {
      const index = group.rows.findIndex((r: LeagueTableRow) => r.team.id === team.id);
      if (index < 0) continue;
      standing = {
        competitionId: competition.id,
        competitionName: competition.name,
        group: group.name,
        row: group.rows[index]!,
        rows: around(group.rows, index),
        size: group.rows.length,
      };
    }
    form = matches
      .filter(
        (m) =>
          m.state === 'FULLTIME' &&
          (m.team_score_a.team.id === team.id || m.team_score_b.team.id === team.id),
      )
      .sort((a, b) => b.kick_off.localeCompare(a.kick_off))
      .slice(0, FORM_LENGTH)
      .map((m) => formResult(m, team.id));
  }
  return {
    team: { ...team, colours: teamColours(team.name) },
    competition,
    standing,
    form,
    squad: squadOf(team.id),
  };
}
