import {
  FANTASY_BUDGET,
  fantasySquadProblems,
  formatFantasyPrice,
  isValidFormation,
  type FantasyPickable,
  type FantasyTeamInput,
} from '@sl/contracts/fantasy';
import { positionOfShirt, type FantasyPosition } from '@sl/contracts/fantasy';
import {
  gameweekTeamScore,
  matchPerformances,
  performancePoints,
  type MatchPerformance,
} from '@sl/contracts/fantasy';
import { currentGameweek, gameweekStatus, gameweeksFrom, nextGameweek } from '@sl/contracts/fantasy';
import type { MatchEvent } from './match';

/** Fifteen players from five clubs (3 each), priced at 6.0 each: £90.0m. */
function pool(): Map<number, FantasyPickable> {
  const shape: FantasyPosition[] = [
    'GK',
    'GK',
    'DEF',
    'DEF',
    'DEF',
    'DEF',
    'DEF',
    'MID',
    'MID',
    'MID',
    'MID',
    'MID',
    'FWD',
    'FWD',
    'FWD',
  ];
  return new Map(
    shape.map((position, i) => [
      i + 1,
      { position, clubId: 10 + (i % 5), clubName: `Club ${10 + (i % 5)}`, price: 60 },
    ]),
  );
}

/** 1 GK, 4 DEF, 4 MID, 2 FWD start: ids 1, 3-6, 8-11, 13-14; captain 13. */
function validTeam(): FantasyTeamInput {
  const starting = new Set([1, 3, 4, 5, 6, 8, 9, 10, 11, 13, 14]);
  return {
    name: 'Ings Wings',
    captainId: 13,
    picks: Array.from({ length: 15 }, (_, i) => ({ playerId: i + 1, starting: starting.has(i + 1) })),
  };
}

const codes = (team: FantasyTeamInput, players = pool()) =>
  fantasySquadProblems(team, (id) => players.get(id)).map((p) => p.code);

describe('fantasy squad rules', () => {
  it('accepts a valid squad of 15 in budget, 3 a club, a 4-4-2 and a starting captain', () => {
    expect(codes(validTeam())).toEqual([]);
  });

  it('rejects a squad over the £100.0m budget and says by how much, and allows exactly the budget', () => {
    const players = pool();
    players.get(13)!.price = 60 + 115; // total 90.0 + 11.5 = 101.5
    const problems = fantasySquadProblems(validTeam(), (id) => players.get(id));
    expect(problems.map((p) => p.code)).toEqual(['BUDGET']);
    expect(problems[0]!.message).toBe('Your squad costs £101.5m: £1.5m over the £100.0m budget.');
    players.get(13)!.price = 60 + (FANTASY_BUDGET - 900);
    expect(codes(validTeam(), players)).toEqual([]);
  });

  it('rejects four players from one club', () => {
    const players = pool();
    players.get(2)!.clubId = 10; // ids 1, 6, 11 are already club 10
    players.get(2)!.clubName = 'Club 10';
    const problems = fantasySquadProblems(validTeam(), (id) => players.get(id));
    expect(problems.map((p) => p.code)).toEqual(['CLUB_LIMIT']);
    expect(problems[0]!.message).toBe('You have 4 players from Club 10: at most 3 from one club.');
  });

  it('rejects the wrong shape, the wrong size, duplicates and unknown players', () => {
    const players = pool();
    players.get(15)!.position = 'MID';
    expect(fantasySquadProblems(validTeam(), (id) => players.get(id))[0]!.message).toBe(
      'A squad needs 2 goalkeepers, 5 defenders, 5 midfielders and 3 forwards: you have 6 midfielders, 2 forwards.',
    );
    const short = validTeam();
    short.picks = short.picks.slice(0, 14);
    expect(codes(short)).toEqual(['SIZE', 'SHAPE']);
    const twice = validTeam();
    twice.picks[14] = { playerId: 13, starting: false };
    expect(codes(twice)).toContain('DUPLICATE');
    const unknown = validTeam();
    unknown.picks[14] = { playerId: 99, starting: false };
    expect(codes(unknown)).toEqual(expect.arrayContaining(['UNKNOWN_PLAYER', 'SHAPE']));
  });

  it('needs eleven starters in a valid formation and a captain among them', () => {
    const twoKeepers = validTeam();
    twoKeepers.picks = twoKeepers.picks.map((p) =>
      p.playerId === 2 ? { ...p, starting: true } : p.playerId === 14 ? { ...p, starting: false } : p,
    );
    expect(codes(twoKeepers)).toEqual(['FORMATION']);
    const twelve = validTeam();
    twelve.picks[1] = { playerId: 2, starting: true };
    expect(codes(twelve)).toEqual(['STARTERS']);
    const benchCaptain = { ...validTeam(), captainId: 15 };
    expect(codes(benchCaptain)).toEqual(['CAPTAIN']);
    expect(codes({ ...validTeam(), name: ' x ' })).toEqual(['NAME']);
  });

  it('knows the valid formations', () => {
    const xi = (def: number, mid: number, fwd: number): FantasyPosition[] => [
      'GK',
      ...Array<FantasyPosition>(def).fill('DEF'),
      ...Array<FantasyPosition>(mid).fill('MID'),
      ...Array<FantasyPosition>(fwd).fill('FWD'),
    ];
    for (const [d, m, f] of [
      [3, 4, 3],
      [3, 5, 2],
      [4, 4, 2],
      [4, 3, 3],
      [5, 4, 1],
      [5, 3, 2],
      [4, 5, 1],
      [5, 2, 3],
    ])
      expect(isValidFormation(xi(d!, m!, f!))).toBe(true);
    for (const [d, m, f] of [
      [2, 5, 3],
      [6, 3, 1],
      [4, 6, 0],
      [3, 3, 4],
      [4, 1, 5],
      [4, 4, 1],
    ])
      expect(isValidFormation(xi(d!, m!, f!))).toBe(false);
    expect(formatFantasyPrice(55)).toBe('£5.5m');
  });

  it('positions by shirt: one keeper in the eleven, a second on the bench, 25 shirts', () => {
    expect(positionOfShirt(1)).toBe('GK');
    expect(positionOfShirt(13)).toBe('GK');
    expect([2, 3, 4, 5].map(positionOfShirt)).toEqual(['DEF', 'DEF', 'DEF', 'DEF']);
    expect([9, 10].map(positionOfShirt)).toEqual(['FWD', 'FWD']);
    expect(positionOfShirt(0)).toBeNull();
    expect(positionOfShirt(26)).toBeNull();
  });
});

const perf = (over: Partial<MatchPerformance>): MatchPerformance => ({
  playerId: 1,
  position: 'DEF',
  minutes: 90,
  goals: 0,
  ownGoals: 0,
  yellow: false,
  red: false,
  conceded: 0,
  ...over,
});

describe('fantasy points', () => {
  it('scores appearance, goals by position, clean sheets, goals conceded, cards and own goals', () => {
    expect(performancePoints(perf({})).total).toBe(2 + 4); // 90 minutes, clean sheet
    expect(performancePoints(perf({ position: 'FWD', goals: 2 })).total).toBe(2 + 8);
    expect(performancePoints(perf({ position: 'MID', goals: 1 })).total).toBe(2 + 5 + 1);
    expect(performancePoints(perf({ position: 'GK', conceded: 3 })).total).toBe(2 - 1);
    expect(performancePoints(perf({ position: 'DEF', conceded: 4, yellow: true })).total).toBe(2 - 2 - 1);
    expect(performancePoints(perf({ position: 'MID', minutes: 30, red: true, yellow: true })).total).toBe(
      1 - 3,
    );
    expect(performancePoints(perf({ position: 'DEF', ownGoals: 1, conceded: 1 })).total).toBe(2 - 2);
    expect(performancePoints(perf({ minutes: 59 })).total).toBe(1); // no clean sheet under 60 minutes
    expect(performancePoints(perf({ minutes: 0, goals: 1 })).total).toBe(0);
  });

  it('reads minutes, goals, own goals, cards and goals conceded while on the pitch from match events', () => {
    const player = (id: number) => ({ id, name: `P${id}` });
    const events: MatchEvent[] = [
      { type: 'GOAL', minute: 10, side: 'home', player: player(109) },
      { type: 'YELLOW_CARD', minute: 20, side: 'away', player: player(202) },
      { type: 'SUBSTITUTION_OFF', minute: 55, side: 'away', player: player(202) },
      { type: 'SUBSTITUTION_ON', minute: 55, side: 'away', player: player(212) },
      // Credited to home, put in by an away defender.
      { type: 'OWN_GOAL', minute: 70, side: 'home', player: player(212) },
      { type: 'RED_CARD', minute: 80, side: 'home', player: player(104) },
      { type: 'PENALTY', minute: 85, side: 'away', player: player(209) },
    ];
    const positions: Record<number, FantasyPosition> = { 1: 'GK', 2: 'DEF', 4: 'DEF', 9: 'FWD', 12: 'DEF' };
    const result = matchPerformances(
      {
        home: { teamId: 1, starters: [101, 104, 109] },
        away: { teamId: 2, starters: [201, 202, 209] },
        events,
        length: 90,
      },
      (id) => positions[id % 100] ?? null,
    );
    const by = new Map(result.map((p) => [p.playerId, p]));
    expect(by.get(109)).toMatchObject({ minutes: 90, goals: 1, conceded: 1 });
    expect(by.get(101)).toMatchObject({ minutes: 90, conceded: 1 });
    expect(by.get(104)).toMatchObject({ minutes: 80, red: true, conceded: 0 });
    expect(by.get(201)).toMatchObject({ minutes: 90, conceded: 2 });
    expect(by.get(202)).toMatchObject({ minutes: 55, yellow: true, conceded: 1 });
    expect(by.get(212)).toMatchObject({ minutes: 35, ownGoals: 1, conceded: 1 });
    expect(by.get(209)).toMatchObject({ goals: 1 });
    expect(performancePoints(by.get(212)!).total).toBe(1 - 2);
  });

  it('doubles the captain and brings on a bench player who played for a starter who did not', () => {
    const team = validTeam();
    const positions = pool();
    const scores = new Map(team.picks.map((p) => [p.playerId, { minutes: 90, points: 2 }]));
    const positionOf = (id: number) => positions.get(id)?.position ?? null;
    expect(gameweekTeamScore(team.picks, 13, positionOf, scores).points).toBe(11 * 2 + 2);
    // Starting forward 14 did not play: bench defender 7 comes on first (a 5-4-1 is valid).
    scores.set(14, { minutes: 0, points: 0 });
    expect(gameweekTeamScore(team.picks, 13, positionOf, scores).autoSubs).toEqual([{ out: 14, in: 7 }]);
    // Without 7 and 12, forward 15 does; bench keeper 2 may never replace an outfield player.
    scores.set(7, { minutes: 0, points: 0 });
    scores.set(12, { minutes: 0, points: 0 });
    scores.set(15, { minutes: 30, points: 5 });
    const sub = gameweekTeamScore(team.picks, 13, positionOf, scores);
    expect(sub.autoSubs).toEqual([{ out: 14, in: 15 }]);
    expect(sub.points).toBe(10 * 2 + 2 + 5);
    // The captain did not play: no double, and no bench forward left who played.
    scores.set(13, { minutes: 0, points: 0 });
    expect(gameweekTeamScore(team.picks, 13, positionOf, scores).points).toBe(9 * 2 + 5);
  });
});

describe('fantasy gameweeks', () => {
  const fixtures = [
    { matchId: 3, round: 2, kickOff: '2026-08-22T14:00:00.000Z' },
    { matchId: 1, round: 1, kickOff: '2026-08-15T14:00:00.000Z' },
    { matchId: 2, round: 1, kickOff: '2026-08-16T15:30:00.000Z' },
    { matchId: 4, round: 2, kickOff: '2026-08-23T16:30:00.000Z' },
  ];
  it('groups the league rounds into gameweeks with a deadline at the first kick-off', () => {
    const gws = gameweeksFrom(fixtures);
    expect(gws.map((g) => [g.number, g.deadline, g.matchIds])).toEqual([
      [1, '2026-08-15T14:00:00.000Z', [1, 2]],
      [2, '2026-08-22T14:00:00.000Z', [3, 4]],
    ]);
    const during = new Date('2026-08-16T12:00:00Z');
    expect(gameweekStatus(gws[0]!, during)).toBe('live');
    expect(gameweekStatus(gws[0]!, new Date('2026-08-20T12:00:00Z'))).toBe('finished');
    expect(gameweekStatus(gws[1]!, during)).toBe('upcoming');
    expect(nextGameweek(gws, during)?.number).toBe(2);
    expect(currentGameweek(gws, during)?.number).toBe(1);
    expect(nextGameweek(gws, new Date('2026-09-01T00:00:00Z'))).toBeNull();
    expect(currentGameweek(gws, new Date('2026-08-01T00:00:00Z'))).toBeNull();
  });
});
