/**
 * The fractional prices UK bookmakers quote, shortest first ("1/1" is evens). A price that is not on it (7/3,
 * 19/10) is not one a punter would see on a board, so generated markets round to it.
 */
export const FRACTIONAL_LADDER = [
  '1/33', '1/25', '1/20', '1/16', '1/14', '1/12', '1/11', '1/10', '1/9', '1/8', '1/7', '2/13', '1/6', '2/11',
  '1/5', '2/9', '1/4', '2/7', '3/10', '1/3', '4/11', '2/5', '4/9', '1/2', '8/15', '4/7', '8/13', '4/6', '8/11',
  '4/5', '5/6', '10/11', '1/1', '11/10', '6/5', '5/4', '11/8', '6/4', '13/8', '7/4', '15/8', '2/1', '85/40',
  '9/4', '12/5', '5/2', '13/5', '11/4', '3/1', '10/3', '7/2', '4/1', '9/2', '5/1', '11/2', '6/1', '13/2', '7/1',
  '15/2', '8/1', '17/2', '9/1', '10/1', '11/1', '12/1', '14/1', '16/1', '18/1', '20/1', '22/1', '25/1', '28/1',
  '33/1', '40/1', '50/1', '66/1', '80/1', '100/1', '150/1', '200/1',
] as const; // prettier-ignore
export type LadderPrice = (typeof FRACTIONAL_LADDER)[number];

/** The chance a fractional price implies: 1 / decimal odds ("1/1" is 0.5). */
export function impliedChance(price: string): number {
  const [num, den] = price.split('/').map(Number) as [number, number];
  return den / (num + den);
}

const CHANCES = FRACTIONAL_LADDER.map(impliedChance);

/** The ladder price whose implied chance is nearest `chance` (clamped to the ends of the ladder). */
export function ladderPriceFor(chance: number): LadderPrice {
  let best = 0;
  for (let i = 1; i < CHANCES.length; i++)
    if (Math.abs((CHANCES[i] as number) - chance) < Math.abs((CHANCES[best] as number) - chance)) best = i;
  return FRACTIONAL_LADDER[best] as LadderPrice;
}

/**
 * A two-runner book: each side's true chance grossed up by the bookmaker's margin (an overround of 1.05 is a
 * 105 % book) and rounded to the ladder.
 */
export function twoWayPrices(chanceFirst: number, overround: number): [LadderPrice, LadderPrice] {
  const first = Math.min(0.97, Math.max(0.03, chanceFirst));
  return [ladderPriceFor(first * overround), ladderPriceFor((1 - first) * overround)];
}
