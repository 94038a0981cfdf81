import { SeededRandom } from '@sl/server-kit';
import { outcomeProbabilities } from './strength';

/** The fractional prices bookmakers quote, shortest first. */
const LADDER = [
  '1/33',
  '1/25',
  '1/20',
  '1/16',
  '1/14',
  '1/12',
  '1/11',
  '1/10',
  '1/9',
  '1/8',
  '1/7',
  '2/13',
  '1/6',
  '2/11',
  '1/5',
  '2/9',
  '1/4',
  '2/7',
  '3/10',
  '1/3',
  '4/11',
  '2/5',
  '4/9',
  '1/2',
  '8/15',
  '4/7',
  '8/13',
  '4/6',
  '8/11',
  '4/5',
  '5/6',
  '10/11',
  'evs',
  '11/10',
  '6/5',
  '5/4',
  '11/8',
  '6/4',
  '13/8',
  '7/4',
  '15/8',
  '2/1',
  '85/40',
  '9/4',
  '12/5',
  '5/2',
  '13/5',
  '11/4',
  '3/1',
  '10/3',
  '7/2',
  '4/1',
  '9/2',
  '5/1',
  '11/2',
  '6/1',
  '13/2',
  '7/1',
  '15/2',
  '8/1',
  '17/2',
  '9/1',
  '10/1',
  '11/1',
  '12/1',
  '14/1',
  '16/1',
  '18/1',
  '20/1',
  '22/1',
  '25/1',
  '28/1',
  '33/1',
  '40/1',
  '50/1',
  '66/1',
  '80/1',
  '100/1',
  '150/1',
  '200/1',
] as const;

/** The implied probability of a fractional price: 1 / (decimal odds). */
export function impliedProbability(price: string): number {
  if (price === 'evs') return 0.5;
  const [num, den] = price.split('/').map(Number) as [number, number];
  return den / (num + den);
}

const IMPLIED = LADDER.map(impliedProbability);

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
    const movable = [0, 1, 2].filter((k) => steps[k]! + step >= 0 && steps[k]! + step < LADDER.length);
    const error = (k: number) => (IMPLIED[steps[k]!]! - wanted[k]!) * step;
    const k = movable.reduce((best, k) => (error(k) > error(best) ? k : best), movable[0]!);
    steps[k] = steps[k]! + step;
  }
  return { home: LADDER[steps[0]!]!, draw: LADDER[steps[1]!]!, away: LADDER[steps[2]!]! };
}
