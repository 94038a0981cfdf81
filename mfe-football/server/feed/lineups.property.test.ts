import fc from 'fast-check';
import { type MatchEvent } from '@sl/contracts';
import { positionOfShirt } from '@sl/contracts/fantasy';
import { FORMATIONS, type LineupSide } from '@sl/contracts/match-centre';
import { planMatch, type ClockInput } from './clock';
import { BENCH_SIZE, FORMATION_SHIRTS, formationOf, lineupsOf } from './lineups';
import { TEAMS } from './teams';

const teamIds = TEAMS.map((t) => t.id);
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
    kickOff: new Date('2026-11-21T15:00:00Z'),
    knockout: m.knockout,
    homeTeamId: m.home,
    awayTeamId: m.away,
  }));
const teamsOf = (i: ClockInput) => ({
  home: { id: i.homeTeamId, name: 'Home', teamAbrevName: 'HOM' },
  away: { id: i.awayTeamId, name: 'Away', teamAbrevName: 'AWA' },
});
const ids = (side: LineupSide) => new Set([...side.lines.flat(), ...side.substitutes].map((p) => p.id));
const AFTER = new Date('2026-11-22T00:00:00Z');

describe('formations', () => {
  it.each(FORMATIONS)('%s puts one keeper, a back line of defenders and the lines the name says', (name) => {
    const lines = FORMATION_SHIRTS[name];
    expect(lines[0]!.map(positionOfShirt)).toEqual(['GK']);
    expect(
      lines
        .slice(1)
        .map((l) => l.length)
        .join('-'),
    ).toBe(name);
    expect(lines[1]!.every((shirt) => positionOfShirt(shirt) === 'DEF')).toBe(true);
    // The front line has a forward in it, and the eleven are shirts 1 to 11 once each.
    expect(lines.at(-1)!.some((shirt) => positionOfShirt(shirt) === 'FWD')).toBe(true);
    expect(lines.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
  });

  it('gives each club a usual shape, changed now and then, and uses every shape somewhere', () => {
    const usual = new Map(teamIds.map((id) => [id, formationOf(id, 1)]));
    const changes = teamIds.filter((id) => formationOf(id, 2) !== usual.get(id)).length;
    expect(changes).toBeGreaterThan(0);
    expect(changes).toBeLessThan(teamIds.length / 3);
    expect(new Set(usual.values())).toEqual(new Set(FORMATIONS));
  });
});

describe('lineups (property)', () => {
  it('names every scorer, carded player and substitute of the match in his side’s eleven or bench', () => {
    fc.assert(
      fc.property(input, (i) => {
        const lineups = lineupsOf(i, teamsOf(i), AFTER);
        const named = { home: ids(lineups.home), away: ids(lineups.away) };
        for (const e of planMatch(i).events as MatchEvent[]) {
          // An own goal is credited to `side` and put in by the other side's player.
          const team = e.type === 'OWN_GOAL' ? (e.side === 'home' ? 'away' : 'home') : e.side;
          expect(named[team].has(e.player.id)).toBe(true);
        }
        const onCount = (side: 'home' | 'away') =>
          planMatch(i).events.filter((e) => e.type === 'SUBSTITUTION_ON' && e.side === side);
        for (const side of ['home', 'away'] as const) {
          const eleven = new Set(lineups[side].lines.flat().map((p) => p.id));
          // Substitutes come from the bench, never from the eleven.
          for (const e of onCount(side)) expect(eleven.has(e.player.id)).toBe(false);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('has eleven starters and a bench of nine with a reserve keeper, nobody twice', () => {
    fc.assert(
      fc.property(input, (i) => {
        const lineups = lineupsOf(i, teamsOf(i), AFTER);
        for (const side of [lineups.home, lineups.away]) {
          const eleven = side.lines.flat();
          expect(eleven).toHaveLength(11);
          expect(side.substitutes).toHaveLength(BENCH_SIZE);
          expect(ids(side).size).toBe(11 + BENCH_SIZE);
          expect(eleven.filter((p) => p.position === 'GK')).toHaveLength(1);
          expect(side.substitutes.filter((p) => p.position === 'GK')).toHaveLength(1);
          expect(
            side.lines
              .slice(1)
              .map((l) => l.length)
              .join('-'),
          ).toBe(side.formation);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('is predicted until an hour before kick-off, confirmed from then on, and the same players either way', () => {
    const i: ClockInput = {
      seed: 4242,
      kickOff: new Date('2026-11-21T15:00:00Z'),
      knockout: false,
      homeTeamId: teamIds[0]!,
      awayTeamId: teamIds[1]!,
    };
    const at = (ms: number) => lineupsOf(i, teamsOf(i), new Date(i.kickOff.getTime() + ms));
    const anHour = 60 * 60_000;
    expect(at(-anHour - 1).status).toBe('predicted');
    expect(at(-anHour).status).toBe('confirmed');
    expect(at(90 * 60_000).status).toBe('confirmed');
    expect(at(-anHour - 1).home).toEqual(at(90 * 60_000).home);
  });
});
