import type { FootballMatch, QuickLinkFootballItem, TeamRef } from '@sl/contracts';
import { COMPETITION_PRIORITY, statePriority } from '@sl/contracts';
import { londonTime } from '@sl/server-kit';
import { matchAt, type ClockInput, type Coverage } from '../feed/clock';
import { teamColours } from '../feed/colours';
import { pricesFor } from '../feed/prices';
import type { MatchRow } from './repository';

/**
 * The 24 prioritised competitions get full coverage (halves, minutes, cards, substitutions); the others
 * (Club Friendlies, Belgian Pro League) come from a score-only feed, so they are LIVE while in play.
 */
const coverageOf = (row: Pick<MatchRow, 'competitionName'>): Coverage =>
  row.competitionName in COMPETITION_PRIORITY ? 'full' : 'score';

const teamRef = (t: MatchRow['home']): TeamRef => ({
  id: t.id,
  name: t.name,
  teamAbrevName: t.abbrev,
  colours: teamColours(t.name),
});

/** What the clock (and the lineups and statistics drawn from the same plan) need to know about a stored match. */
export const clockInputOf = (row: MatchRow): ClockInput => ({
  seed: row.id,
  kickOff: row.kickOff,
  knockout: row.knockout,
  homeTeamId: row.home.id,
  awayTeamId: row.away.id,
  coverage: coverageOf(row),
});

/** A stored match as the API answers it at `now`: state, clock, score and events so far. */
export function presentMatch(row: MatchRow, now: Date): FootballMatch {
  const snap = matchAt(clockInputOf(row), now);
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
    match_betting_market:
      snap.state === 'FULLTIME' || snap.state === 'ABANDONED'
        ? null
        : pricesFor({ seed: row.id, homeTeamId: row.home.id, awayTeamId: row.away.id }),
  };
}

/**
 * The strip's three states are live, pre-match and a full-time result (spec document 2, section 4); an
 * abandoned match is none of them (it has no result), so the strip leaves it out.
 */
export const inQuickLinks = (match: FootballMatch): boolean => match.state !== 'ABANDONED';

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
