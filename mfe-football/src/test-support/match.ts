import type { FootballMatch, MatchState } from '@sl/contracts';

/** A match as the football service answers it; tests override what they care about. */
export function testMatch(
  over: Partial<FootballMatch> & { id?: number; state?: MatchState } = {},
): FootballMatch {
  const { id = 77, ...rest } = over;
  return {
    match_reference: { id },
    match_date: '2026-11-21',
    match_time: '15:00',
    kick_off: '2026-11-21T15:00:00.000Z',
    state: 'SECONDHALF',
    clock: "67'",
    match_type: 'Regular',
    round: { round_type: 'Matchday', round_number: 12 },
    match_outcome: { result_type: null, winner: null },
    team_score_a: { team: { id: 1000, name: 'Arsenal', teamAbrevName: 'ARS' }, score: [{ score: 2 }] },
    team_score_b: { team: { id: 1006, name: 'Chelsea', teamAbrevName: 'CHE' }, score: [{ score: 1 }] },
    penalty_shootout_score: null,
    homeGoals: 2,
    awayGoals: 1,
    events: [],
    competition: { competition_reference: { id: 2 }, name: 'Premier League', sort_order: 2 },
    group: null,
    match_betting_market: { home: '4/6', draw: '11/4', away: '4/1' },
    ...rest,
  };
}
