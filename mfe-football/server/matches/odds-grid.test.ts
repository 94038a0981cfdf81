import { BOOKMAKER_IDS } from '@sl/contracts';
import { bookOf, impliedProbability, pricesFor } from '../feed/prices';
import { TEAMS } from '../feed/teams';
import { oddsGrid } from './odds-grid';

const ids = TEAMS.map((t) => t.id);

describe('the odds grid across bookmakers', () => {
  const grids = Array.from({ length: 400 }, (_, n) => {
    const input = {
      seed: 1000 + n,
      homeTeamId: ids[n % ids.length]!,
      awayTeamId: ids[(n * 7 + 3) % ids.length]!,
    };
    const skyBet = pricesFor(input);
    return { skyBet, grid: oddsGrid(input.seed, skyBet) };
  });

  it('carries Sky Bet’s own market unchanged, then Paddy Power and Betfair, each a real book', () => {
    for (const { skyBet, grid } of grids) {
      expect(grid.bookmakers[0]).toEqual({
        bookmakerId: BOOKMAKER_IDS.skyBet,
        bookmakerName: 'Sky Bet',
        ...skyBet,
      });
      expect(grid.bookmakers.map((b) => b.bookmakerId)).toEqual([
        BOOKMAKER_IDS.skyBet,
        BOOKMAKER_IDS.paddyPower,
        BOOKMAKER_IDS.betfair,
      ]);
      for (const b of grid.bookmakers) {
        expect(bookOf(b)).toBeGreaterThanOrEqual(1.02);
        expect(bookOf(b)).toBeLessThanOrEqual(1.1);
      }
    }
  });

  it('marks as best the longest price of each outcome, one a bookmaker actually offers', () => {
    let notSkyBet = 0;
    for (const { grid } of grids)
      for (const outcome of ['home', 'draw', 'away'] as const) {
        const offered = grid.bookmakers.map((b) => b[outcome]);
        expect(offered).toContain(grid.best[outcome]);
        for (const price of offered)
          expect(impliedProbability(grid.best[outcome])).toBeLessThanOrEqual(impliedProbability(price));
        if (grid.best[outcome] !== grid.bookmakers[0]![outcome]) notSkyBet++;
      }
    expect(notSkyBet).toBeGreaterThan(100);
  });
});
