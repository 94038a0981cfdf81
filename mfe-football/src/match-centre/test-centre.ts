import type { TeamRef } from '@sl/contracts';
import type { LineupPlayer, LineupSide, MatchCentre } from '@sl/contracts/match-centre';

const ARSENAL: TeamRef = { id: 1000, name: 'Arsenal', teamAbrevName: 'ARS' };
const CHELSEA: TeamRef = { id: 1006, name: 'Chelsea', teamAbrevName: 'CHE' };
const SPURS: TeamRef = { id: 1017, name: 'Tottenham Hotspur', teamAbrevName: 'TOT' };

const player = (team: TeamRef, shirt: number, position: LineupPlayer['position']): LineupPlayer => ({
  id: team.id * 100 + shirt,
  name: `Player ${team.teamAbrevName}${shirt}`,
  shirt,
  position,
});

/** A 4-3-3 from shirts 1 to 11 (as the feed's lineups), and a bench of nine with the reserve keeper. */
function side(team: TeamRef): LineupSide {
  const p = (shirt: number) =>
    player(team, shirt, shirt === 1 ? 'GK' : shirt <= 5 ? 'DEF' : [9, 10].includes(shirt) ? 'FWD' : 'MID');
  return {
    team,
    formation: '4-3-3',
    lines: [[p(1)], [3, 5, 4, 2].map(p), [8, 6, 10].map(p), [11, 9, 7].map(p)],
    substitutes: [12, 13, 14, 15, 16, 17, 18, 19, 20].map((s) =>
      player(team, s, s === 13 ? 'GK' : s === 12 || s === 15 ? 'DEF' : s >= 18 ? 'FWD' : 'MID'),
    ),
    manager: null,
  };
}

/** The match centre for testMatch() (Arsenal 2-1 Chelsea in the second half); tests override what they need. */
export function testCentre(over: Partial<MatchCentre> = {}): MatchCentre {
  return {
    matchId: 77,
    coverage: 'full',
    lineups: { status: 'confirmed', home: side(ARSENAL), away: side(CHELSEA) },
    stats: {
      possession: { home: 56, away: 44 },
      shots: { home: 11, away: 6 },
      shotsOnTarget: { home: 5, away: 2 },
      corners: { home: 6, away: 2 },
      fouls: { home: 8, away: 10 },
      offsides: { home: 1, away: 3 },
      yellowCards: { home: 1, away: 2 },
      redCards: { home: 0, away: 0 },
    },
    headToHead: {
      meetings: [
        {
          matchId: 70,
          date: '2026-04-12',
          competitionName: 'Premier League',
          home: CHELSEA,
          away: ARSENAL,
          homeGoals: 1,
          awayGoals: 1,
        },
        {
          matchId: 60,
          date: '2025-11-02',
          competitionName: 'Premier League',
          home: ARSENAL,
          away: CHELSEA,
          homeGoals: 3,
          awayGoals: 0,
        },
      ],
      homeWins: 1,
      draws: 1,
      awayWins: 0,
    },
    form: {
      home: [
        {
          matchId: 76,
          date: '2026-11-08',
          competitionName: 'Premier League',
          venue: 'A',
          opponent: SPURS,
          goalsFor: 2,
          goalsAgainst: 0,
          result: 'W',
        },
        {
          matchId: 75,
          date: '2026-11-01',
          competitionName: 'Premier League',
          venue: 'H',
          opponent: CHELSEA,
          goalsFor: 1,
          goalsAgainst: 1,
          result: 'D',
        },
      ],
      away: [
        {
          matchId: 74,
          date: '2026-11-09',
          competitionName: 'Premier League',
          venue: 'H',
          opponent: SPURS,
          goalsFor: 0,
          goalsAgainst: 1,
          result: 'L',
        },
      ],
    },
    table: {
      competitionId: 2,
      competitionName: 'Premier League',
      group: null,
      rows: [
        {
          position: 1,
          team: ARSENAL,
          played: 12,
          won: 9,
          drawn: 2,
          lost: 1,
          goalsFor: 25,
          goalsAgainst: 8,
          goalDifference: 17,
          points: 29,
          movement: 0,
        },
        {
          position: 2,
          team: SPURS,
          played: 12,
          won: 8,
          drawn: 2,
          lost: 2,
          goalsFor: 20,
          goalsAgainst: 10,
          goalDifference: 10,
          points: 26,
          movement: 1,
        },
        {
          position: 3,
          team: CHELSEA,
          played: 12,
          won: 7,
          drawn: 3,
          lost: 2,
          goalsFor: 22,
          goalsAgainst: 12,
          goalDifference: 10,
          points: 24,
          movement: -1,
        },
      ],
    },
    match_odds_grid: {
      bookmakers: [
        { bookmakerId: 15, bookmakerName: 'Sky Bet', home: '4/6', draw: '11/4', away: '4/1' },
        { bookmakerId: 6, bookmakerName: 'Paddy Power', home: '8/13', draw: '3/1', away: '4/1' },
        { bookmakerId: 4, bookmakerName: 'Betfair', home: '4/6', draw: '11/4', away: '9/2' },
      ],
      best: { home: '4/6', draw: '3/1', away: '9/2' },
    },
    ...over,
  };
}
