import type { FootballMatch, QuickLinkFootballItem, TeamRef } from '@sl/contracts';
import { statePriority } from '@sl/contracts';
import { londonTime } from '@sl/server-kit';
import { matchAt, pricesFor } from '../feed/clock';
import type { MatchRow } from './repository';

const teamRef = (t: MatchRow['home']): TeamRef => ({ id: t.id, name: t.name, teamAbrevName: t.abbrev });

/** A stored match as the API answers it at `now`: state, clock, score and events so far. */
export function presentMatch(row: MatchRow, now: Date): FootballMatch {
  const snap = matchAt(
    {
      seed: row.id,
      kickOff: row.kickOff,
      knockout: row.knockout,
      homeTeamId: row.home.id,
      awayTeamId: row.away.id,
    },
    now,
  );
  const home = teamRef(row.home);
  const away = teamRef(row.away);
  return {
    match_reference: { id: row.id },
    match_date: row.matchDate,
    match_time: londonTime(row.kickOff),
    kick_off: row.kickOff.toISOString(),
    state: snap.state,
    clock: snap.clock,
    match_type: 'Regular',
    round: { round_type: row.roundType, round_number: row.roundNumber },
    match_outcome: {
      result_type: snap.resultType,
      winner: snap.winner === 'home' ? home : snap.winner === 'away' ? away : null,
    },
    team_score_a: { team: home, score: [{ score: snap.homeGoals }] },
    team_score_b: { team: away, score: [{ score: snap.awayGoals }] },
    penalty_shootout_score: snap.shootout,
    homeGoals: snap.homeGoals,
    awayGoals: snap.awayGoals,
    events: snap.events,
    competition: {
      competition_reference: { id: row.competitionId },
      name: row.competitionName,
      sort_order: row.sortOrder,
    },
    group: row.group,
    match_betting_market: snap.state === 'FULLTIME' ? null : pricesFor(row.id),
  };
}

/** The quick-link item (spec document 2, section 3) for a match. */
export function quickLinkItem(match: FootballMatch): QuickLinkFootballItem {
  return {
    match_reference: match.match_reference,
    team_score_a: match.team_score_a,
    team_score_b: match.team_score_b,
    statePriority: statePriority(match.state),
    match_outcome: {
      result_type: match.match_outcome.result_type,
      winner: match.match_outcome.winner ? { teamAbrevName: match.match_outcome.winner.teamAbrevName } : null,
    },
    state: match.state,
    clock: match.clock,
    match_time: match.match_time,
  };
}
