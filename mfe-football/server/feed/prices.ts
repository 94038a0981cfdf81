import { FRACTIONAL_LADDER, impliedChance } from '@sl/contracts';
import { SeededRandom } from '@sl/server-kit';
import { outcomeProbabilities } from './strength';

/** The feed writes evens as 'evs'; the shared ladder has it as '1/1'. */
export const FEED_LADDER: readonly string[] = FRACTIONAL_LADDER.map((price) =>
  price === '1/1' ? 'evs' : price,
);

/** The implied probability of a fractional price: 1 / (decimal odds). */
export const impliedProbability = (price: string): number => impliedChance(price === 'evs' ? '1/1' : price);

const IMPLIED = FEED_LADDER.map(impliedProbability);

/** The real books of a 1X2 market: a bookmaker's margin of 2 % to 10 %. */
export const BOOK_RANGE = { min: 1.02, max: 1.1 } as const;

export interface Prices1X2 {
  home: string;
  draw: string;
  away: string;
}

export const bookOf = (p: Prices1X2) =>
  impliedProbability(p.home) + impliedProbability(p.draw) + impliedProbability(p.away);

const nearest = (probability: number) => {
  let best = 0;
  IMPLIED.forEach((q, i) => {
    if (Math.abs(q - probability) < Math.abs(IMPLIED[best]! - probability)) best = i;
  });
  return best;
};

/**
 * Win/draw/win prices from the strength model: each outcome's probability with a seeded margin (a 104 % to 108 %
 * book), rounded to the ladder, then nudged a step at a time until the book is between 102 % and 110 %.
 */
export function pricesFor(input: { seed: number; homeTeamId: number; awayTeamId: number }): Prices1X2 {
  const rng = new SeededRandom(`prices:${input.seed}`);
  const p = outcomeProbabilities(input.homeTeamId, input.awayTeamId);
  const margin = 1.04 + rng.next() * 0.04;
  const wanted = [p.home * margin, p.draw * margin, p.away * margin];
  const steps = wanted.map(nearest);
  const book = () => steps.reduce((sum, i) => sum + IMPLIED[i]!, 0);
  for (let guard = 0; guard < 40 && (book() > BOOK_RANGE.max || book() < BOOK_RANGE.min); guard++) {
    // Move the price that is furthest off its fair share in the direction the book needs (lengthen when the book
    // is too big, shorten when too small), among those not already at the end of the ladder.
    const step = book() > BOOK_RANGE.max ? 1 : -1;
    const movable = [0, 1, 2].filter((k) => steps[k]! + step >= 0 && steps[k]! + step < FEED_LADDER.length);
    const error = (k: number) => (IMPLIED[steps[k]!]! - wanted[k]!) * step;
    const k = movable.reduce((best, k) => (error(k) > error(best) ? k : best), movable[0]!);
    steps[k] = steps[k]! + step;
  }
  return { home: FEED_LADDER[steps[0]!]!, draw: FEED_LADDER[steps[1]!]!, away: FEED_LADDER[steps[2]!]! };
}
