import type { FootballMatch } from '@sl/contracts';
import type { FormResult } from '@sl/contracts/match-centre';

/**
 * A finished match as a line of `teamId`'s form. A cup tie settled on penalties is a draw on the day in the form
 * book; the shootout decides who goes through.
 */
export function formResult(m: FootballMatch, teamId: number): FormResult {
  const home = m.team_score_a.team.id === teamId;
  const goalsFor = home ? m.homeGoals : m.awayGoals;
  const goalsAgainst = home ? m.awayGoals : m.homeGoals;
  return {
    matchId: m.match_reference.id,
    date: m.match_date,
    competitionName: m.competition.name,
    venue: home ? 'H' : 'A',
    opponent: home ? m.team_score_b.team : m.team_score_a.team,
    goalsFor,
    goalsAgainst,
    result: goalsFor > goalsAgainst ? 'W' : goalsFor < goalsAgainst ? 'L' : 'D',
  };
}
