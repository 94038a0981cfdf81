import fc from 'fast-check';
import { type MatchEvent } from '@sl/contracts';
import { MATCH_STAT_KEYS, type MatchStats } from '@sl/contracts/match-centre';
import { matchAt, planMatch, type ClockInput } from './clock';
import { matchStatsAt } from './match-stats';
import { TEAMS } from './teams';

const teamIds = TEAMS.map((t) => t.id);
const KICK_OFF = new Date('2026-11-21T15:00:00Z');
const input = fc
  .record({
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    home: fc.constantFrom(...teamIds),
    away: fc.constantFrom(...teamIds),
    knockout: fc.boolean(),
  })
  .filter((m) => m.home !== m.away)
  .map((m): ClockInput => ({
    seed: m.seed,
    kickOff: KICK_OFF,
    knockout: m.knockout,
    homeTeamId: m.home,
    awayTeamId: m.away,
  }));
const at = (minutes: number) => new Date(KICK_OFF.getTime() + minutes * 60_000);
const statsAt = (i: ClockInput, minutes: number) => {
  const snap = matchAt(i, at(minutes));
  return { snap, stats: matchStatsAt(i, snap.events, at(minutes)) };
};
const count = (events: readonly MatchEvent[], side: 'home' | 'away', types: MatchEvent['type'][]) =>
  events.filter((e) => e.side === side && types.includes(e.type)).length;
/** Minutes after kick-off across a whole match, extra time and shootout included. */
const TIMES = [1, 10, 30, 46, 50, 70, 90, 105, 111, 120, 140, 150, 170, 240];
const COUNTED = MATCH_STAT_KEYS.filter((k) => k !== 'possession');

describe('match statistics (property)', () => {
  it('has none before kick-off', () => {
    fc.assert(
      fc.property(input, (i) => expect(statsAt(i, -5).stats).toBeNull()),
      { numRuns: 50 },
    );
  });

  it('keeps goals <= shots on target <= shots, cards equal to the events’ cards, possession summing to 100', () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const t of TIMES) {
          const { snap, stats } = statsAt(i, t);
          const s = stats!;
          expect(s.possession.home + s.possession.away).toBe(100);
          for (const side of ['home', 'away'] as const) {
            expect(s.possession[side]).toBeGreaterThanOrEqual(30);
            expect(s.shotsOnTarget[side]).toBeLessThanOrEqual(s.shots[side]);
            expect(count(snap.events, side, ['GOAL', 'PENALTY'])).toBeLessThanOrEqual(s.shotsOnTarget[side]);
            expect(s.yellowCards[side]).toBe(count(snap.events, side, ['YELLOW_CARD']));
            expect(s.redCards[side]).toBe(count(snap.events, side, ['RED_CARD', 'SECOND_YELLOW_CARD']));
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('only grows as the clock runs, and stops when the referee abandons the match', () => {
    fc.assert(
      fc.property(input, (i) => {
        let previous: MatchStats | null = null;
        for (const t of TIMES) {
          const { snap, stats } = statsAt(i, t);
          if (previous)
            for (const key of COUNTED)
              for (const side of ['home', 'away'] as const)
                expect(stats![key][side]).toBeGreaterThanOrEqual(previous[key][side]);
          if (snap.state === 'ABANDONED') expect(stats).toEqual(statsAt(i, 240).stats);
          previous = stats;
        }
      }),
      { numRuns: 200 },
    );
  });

  it('gives a believable full-time match: 4 to 40 shots a side, fouls, and the stronger side shooting more', () => {
    let favouriteShootsMore = 0;
    let runs = 0;
    fc.assert(
      fc.property(input, (i) => {
        const { stats } = statsAt(i, 240);
        // A match the referee abandoned early has had only its first minutes' attempts.
        const finished = planMatch(i).abandonedAt === null;
        for (const side of ['home', 'away'] as const) {
          expect(stats!.shots[side]).toBeGreaterThanOrEqual(finished ? 4 : 0);
          expect(stats!.shots[side]).toBeLessThanOrEqual(40);
          expect(stats!.fouls[side]).toBeGreaterThanOrEqual(finished ? 7 : 0);
        }
        runs++;
        const home = stats!.possession.home > 50;
        if (home === stats!.shots.home >= stats!.shots.away) favouriteShootsMore++;
      }),
      { numRuns: 300 },
    );
    expect(favouriteShootsMore / runs).toBeGreaterThan(0.6);
  });
});
