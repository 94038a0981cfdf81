import fc from 'fast-check';
import type { FootballCompetition, MatchEvent } from '@sl/contracts';
import { matchAt, planMatch, PHASES } from './clock';
import { bookOf, impliedProbability, pricesFor } from './prices';
import { SQUAD_SIZE, shirtOfPlayer, teamOfPlayer } from './squads';
import { outcomeProbabilities, ratingOf } from './strength';
import { TEAMS } from './teams';
import { COMPETITIONS } from './clubs';
import { seasonRows } from '../matches/seasons';
import { presentMatch } from '../matches/present';
import { leagueTable } from '../matches/tables';

const teamIds = TEAMS.map((t) => t.id);
const pair = fc
  .tuple(fc.constantFrom(...teamIds), fc.constantFrom(...teamIds))
  .filter(([home, away]) => home !== away);
const seed = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const SCORING = new Set<MatchEvent['type']>(['GOAL', 'PENALTY', 'OWN_GOAL']);
const goals = (events: readonly MatchEvent[], side: 'home' | 'away') =>
  events.filter((e) => SCORING.has(e.type) && e.side === side).length;

describe('1X2 prices (property)', () => {
  it('every book is between 102 % and 110 %, on the fractional ladder', () => {
    fc.assert(
      fc.property(seed, pair, (s, [home, away]) => {
        const prices = pricesFor({ seed: s, homeTeamId: home, awayTeamId: away });
        const book = bookOf(prices);
        expect(book).toBeGreaterThanOrEqual(1.02);
        expect(book).toBeLessThanOrEqual(1.1);
        for (const price of Object.values(prices)) expect(price).toMatch(/^(evs|\d+\/\d+)$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the book in range for the biggest mismatches too (the strongest club against the weakest, both ways)', () => {
    const byRating = [...teamIds].sort((a, b) => ratingOf(b) - ratingOf(a));
    const strongest = byRating.slice(0, 5);
    const weakest = byRating.slice(-5);
    for (const a of strongest)
      for (const b of weakest)
        for (const [home, away] of [
          [a, b],
          [b, a],
        ] as const) {
          const book = bookOf(pricesFor({ seed: home * away, homeTeamId: home, awayTeamId: away }));
          expect([home, away, book >= 1.02 && book <= 1.1]).toEqual([home, away, true]);
        }
  });

  it('the clear favourite in the strength model is the shorter price', () => {
    fc.assert(
      fc.property(seed, pair, (s, [home, away]) => {
        const p = outcomeProbabilities(home, away);
        const prices = pricesFor({ seed: s, homeTeamId: home, awayTeamId: away });
        if (p.home > p.away + 0.05)
          expect(impliedProbability(prices.home)).toBeGreaterThan(impliedProbability(prices.away));
        if (p.away > p.home + 0.05)
          expect(impliedProbability(prices.away)).toBeGreaterThan(impliedProbability(prices.home));
      }),
      { numRuns: 1000 },
    );
  });

  it('results follow the prices: over many matches each outcome comes up about as often as the model says', () => {
    const matches = Array.from({ length: 3000 }, (_, i) => ({
      seed: 900_000 + i,
      homeTeamId: teamIds[i % teamIds.length]!,
      awayTeamId: teamIds[(i * 7 + 3) % teamIds.length]!,
    })).filter((m) => m.homeTeamId !== m.awayTeamId);
    let expected = 0;
    let homeWins = 0;
    let favouriteWins = 0;
    let underdogWins = 0;
    for (const m of matches) {
      const events = planMatch({ ...m, kickOff: new Date(0), knockout: false }).events;
      const [h, a] = [goals(events, 'home'), goals(events, 'away')];
      const p = outcomeProbabilities(m.homeTeamId, m.awayTeamId);
      expected += p.home;
      if (h > a) homeWins++;
      const favouriteHome = p.home >= p.away;
      if ((h > a && favouriteHome) || (a > h && !favouriteHome)) favouriteWins++;
      if ((h > a && !favouriteHome) || (a > h && favouriteHome)) underdogWins++;
    }
    expect(Math.abs(homeWins - expected) / matches.length).toBeLessThan(0.03);
    expect(favouriteWins).toBeGreaterThan(underdogWins * 1.5);
  });
});

describe('match clock and events (property)', () => {
  const input = fc.record({
    seed,
    teams: pair,
    knockout: fc.boolean(),
    coverage: fc.constantFrom('full' as const, 'score' as const),
    minutes: fc.double({ min: -10, max: 240, noNaN: true }),
  });

  it('the score is the count of goal events for each side, at every moment of the match', () => {
    fc.assert(
      fc.property(input, ({ seed: s, teams: [home, away], knockout, coverage, minutes }) => {
        const kickOff = new Date('2026-11-21T15:00:00Z');
        const snap = matchAt(
          { seed: s, kickOff, knockout, homeTeamId: home, awayTeamId: away, coverage },
          new Date(kickOff.getTime() + minutes * 60_000),
        );
        expect(snap.homeGoals).toBe(goals(snap.events, 'home'));
        expect(snap.awayGoals).toBe(goals(snap.events, 'away'));
        if (snap.state === 'FULLTIME' && knockout) expect(snap.winner).not.toBeNull();
        if (snap.state === 'FULLTIME' && snap.winner === null) expect(snap.homeGoals).toBe(snap.awayGoals);
        if (minutes < 0) expect(snap.events).toEqual([]);
        if (minutes >= 0 && minutes < PHASES.halfTime)
          expect(snap.events.every((e) => e.minute <= 45)).toBe(true);
      }),
      { numRuns: 800 },
    );
  });

  it('players are on the pitch when they act: eleven start, substitutes come on for players who are on, nobody acts after leaving', () => {
    fc.assert(
      fc.property(seed, pair, fc.boolean(), (s, [home, away], knockout) => {
        const { events, extraTime } = planMatch({
          seed: s,
          kickOff: new Date(0),
          knockout,
          homeTeamId: home,
          awayTeamId: away,
        });
        const last = extraTime ? 120 : 90;
        for (const side of ['home', 'away'] as const) {
          const team = side === 'home' ? home : away;
          const on = new Set(Array.from({ length: 11 }, (_, i) => i + 1));
          const left = new Set<number>();
          const yellow = new Set<number>();
          let subs = 0;
          for (const e of events) {
            expect(e.minute).toBeGreaterThanOrEqual(1);
            expect(e.minute).toBeLessThanOrEqual(last);
            // An own goal is credited to the other side: its player is one of ours.
            const ours = e.type === 'OWN_GOAL' ? e.side !== side : e.side === side;
            if (!ours) continue;
            expect(teamOfPlayer(e.player.id)).toBe(team);
            const shirt = shirtOfPlayer(e.player.id);
            expect(shirt).toBeGreaterThanOrEqual(1);
            expect(shirt).toBeLessThanOrEqual(SQUAD_SIZE);
            if (e.type === 'SUBSTITUTION_ON') {
              expect(on.has(shirt) || left.has(shirt)).toBe(false);
              on.add(shirt);
              subs++;
              continue;
            }
            expect(on.has(shirt)).toBe(true);
            if (e.type === 'SUBSTITUTION_OFF' || e.type === 'RED_CARD' || e.type === 'SECOND_YELLOW_CARD') {
              if (e.type === 'SECOND_YELLOW_CARD') expect(yellow.has(shirt)).toBe(true);
              on.delete(shirt);
              left.add(shirt);
            }
            if (e.type === 'YELLOW_CARD') {
              expect(yellow.has(shirt)).toBe(false);
              yellow.add(shirt);
            }
          }
          expect(subs).toBeGreaterThanOrEqual(3);
          expect(subs).toBeLessThanOrEqual(5);
          expect(on.size).toBeLessThanOrEqual(11);
          expect(on.size).toBeGreaterThanOrEqual(7);
        }
      }),
      { numRuns: 250 },
    );
  });
});

describe('league tables (property)', () => {
  const leagues = COMPETITIONS.filter((c) => c.kind === 'league');
  const dates = fc
    .date({
      min: new Date('2024-08-01T00:00:00Z'),
      max: new Date('2027-06-30T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d);

  it('add up from the results: played = W+D+L, points = 3W+D, goal difference = GF-GA; goals and wins balance', () => {
    fc.assert(
      fc.property(fc.constantFrom(...leagues), dates, (c, now) => {
        const season = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
        const competition: FootballCompetition = {
          id: c.id,
          name: c.name,
          sort_order: c.sortOrder,
          hasTable: true,
          groups: c.groups ? Object.keys(c.groups) : [],
        };
        const matches = seasonRows(c.id, season).map((r) => presentMatch(r, now));
        const table = leagueTable(competition, matches, matches);
        const results = matches.filter((m) => m.state === 'FULLTIME');
        let played = 0;
        for (const group of table.groups) {
          let gf = 0;
          let ga = 0;
          let won = 0;
          let lost = 0;
          for (const row of group.rows) {
            expect(row.played).toBe(row.won + row.drawn + row.lost);
            expect(row.points).toBe(3 * row.won + row.drawn);
            expect(row.goalDifference).toBe(row.goalsFor - row.goalsAgainst);
            gf += row.goalsFor;
            ga += row.goalsAgainst;
            won += row.won;
            lost += row.lost;
            played += row.played;
          }
          expect(gf).toBe(ga);
          expect(won).toBe(lost);
          const points = group.rows.map((r) => r.points);
          expect([...points].sort((a, b) => b - a)).toEqual(points);
        }
        expect(played).toBe(2 * results.length);
      }),
      { numRuns: 25 },
    );
  });
});
