import { FRACTIONAL_LADDER, fractionToDecimal, type LadderPrice } from '@sl/contracts';
import { normal } from './hash';

/**
 * Prices from probabilities: the bookmakers' view of each runner's chance, inflated by the overround a real book
 * carries (about 110 % for a small field to 127 % for a big one) and rounded to the fractional ladder; the rounding
 * is corrected so the book stays in range after it.
 */
/** A racecard's stretch of the UK ladder: no runner is shorter than 1/5 or longer than 100/1. */
const LADDER = FRACTIONAL_LADDER.slice(
  FRACTIONAL_LADDER.indexOf('1/5'),
  FRACTIONAL_LADDER.indexOf('100/1') + 1,
);
const DECIMALS = LADDER.map((f) => fractionToDecimal(f));

/** The ladder step nearest (in implied probability) to a decimal price. */
function step(decimal: number): number {
  let lo = 0;
  let hi = DECIMALS.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (DECIMALS[mid]! <= decimal) lo = mid;
    else hi = mid;
  }
  return Math.abs(1 / DECIMALS[lo]! - 1 / decimal) <= Math.abs(1 / DECIMALS[hi]! - 1 / decimal) ? lo : hi;
}

export const priceAt = (i: number) => LADDER[Math.max(0, Math.min(LADDER.length - 1, i))]!;
export const ladderIndex = (fraction: string) => LADDER.indexOf(fraction as LadderPrice);
export const bookOf = (prices: readonly string[]) =>
  prices.reduce((sum, f) => sum + 1 / fractionToDecimal(f), 0);

/** The overround a book of this many runners carries. */
export const targetBook = (runners: number) => 1.1 + 0.17 * Math.min(1, Math.max(0, (runners - 4) / 12));

const bookAt = (steps: readonly number[]) => steps.reduce((sum, i) => sum + 1 / DECIMALS[i]!, 0);

/**
 * Prices for chances (summing to 1) with the book near the target: scale, round, then nudge the scale until the
 * rounded book is inside [min, max].
 */
export function priceBook(chances: readonly number[], target: number, min = 1.1, max = 1.3): string[] {
  let scale = target;
  let steps: number[] = [];
  for (let attempt = 0; attempt < 30; attempt++) {
    steps = chances.map((p) => step(1 / Math.max(0.0005, p * scale)));
    const book = bookAt(steps);
    if (book >= min && book <= max) return steps.map(priceAt);
    scale *= book < min ? 1 + (min - book + 0.01) / book : 1 - (book - max + 0.01) / book;
  }
  // A tiny field rounded hard: walk single prices a step at a time towards the range.
  for (let guard = 0; guard < 200; guard++) {
    const book = bookAt(steps);
    if (book >= min && book <= max) break;
    const i = guard % steps.length;
    steps[i] = Math.max(0, Math.min(LADDER.length - 1, steps[i]! + (book < min ? -1 : 1)));
  }
  return steps.map(priceAt);
}

/** The market's view: the true chances blurred (the market is good, not perfect), renormalised. */
export function marketView(chances: readonly number[], seed: number, race: number, salt: number): number[] {
  const blurred = chances.map((p, i) => p * Math.exp(0.22 * normal(seed, race, salt, i)));
  const total = blurred.reduce((a, b) => a + b, 0);
  return blurred.map((p) => p / total);
}
