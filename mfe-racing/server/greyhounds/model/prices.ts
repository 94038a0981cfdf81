import type { SeededRandom } from '@sl/server-kit';

/** The fractional prices a greyhound book is made in, shortest first. */
const LADDER: readonly [number, number][] = [
  [1, 8],
  [1, 7],
  [1, 6],
  [1, 5],
  [2, 9],
  [1, 4],
  [2, 7],
  [1, 3],
  [4, 11],
  [2, 5],
  [4, 9],
  [1, 2],
  [8, 15],
  [4, 7],
  [8, 13],
  [4, 6],
  [8, 11],
  [4, 5],
  [5, 6],
  [10, 11],
  [1, 1],
  [11, 10],
  [6, 5],
  [5, 4],
  [11, 8],
  [6, 4],
  [13, 8],
  [7, 4],
  [15, 8],
  [2, 1],
  [9, 4],
  [5, 2],
  [11, 4],
  [3, 1],
  [10, 3],
  [7, 2],
  [4, 1],
  [9, 2],
  [5, 1],
  [11, 2],
  [6, 1],
  [13, 2],
  [7, 1],
  [8, 1],
  [9, 1],
  [10, 1],
  [12, 1],
  [14, 1],
  [16, 1],
  [20, 1],
  [25, 1],
  [33, 1],
];

export interface Price {
  text: string;
  /** Decimal odds, stake included. */
  decimal: number;
}

function priceOf([n, d]: [number, number]): Price {
  return { text: n === d ? 'EVS' : `${n}/${d}`, decimal: 1 + n / d };
}

const PRICES = LADDER.map(priceOf);
/** Implied probabilities of the ladder, falling from the shortest price. */
const IMPLIED = PRICES.map((p) => 1 / p.decimal);

/** The ladder price whose implied probability is nearest `probability` (binary search on the falling list). */
function nearest(probability: number): Price {
  let lo = 0;
  let hi = IMPLIED.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((IMPLIED[mid] as number) > probability) lo = mid;
    else hi = mid;
  }
  const pick =
    Math.abs((IMPLIED[lo] as number) - probability) <= Math.abs((IMPLIED[hi] as number) - probability)
      ? lo
      : hi;
  return PRICES[pick] as Price;
}

export function bookPercent(prices: readonly Price[]): number {
  return Math.round(prices.reduce((sum, p) => sum + 100 / p.decimal, 0) * 10) / 10;
}

export const BOOK_MIN = 115;
export const BOOK_MAX = 130;

/**
 * A book on the ladder for the given chances: the bookmaker's margin is drawn, the prices rounded to the ladder,
 * then the margin nudged until the rounded book sits between 115 % and 130 %, as greyhound books do.
 */
export function makeBook(chances: readonly number[], rng: SeededRandom): Price[] {
  const total = chances.reduce((a, b) => a + b, 0);
  const fair = chances.map((c) => c / total);
  let margin = 1.17 + rng.next() * 0.09;
  let prices = fair.map((p) => nearest(p * margin));
  for (let i = 0; i < 80; i++) {
    const book = bookPercent(prices);
    if (book >= BOOK_MIN + 1 && book <= BOOK_MAX - 1) break;
    margin *= book < BOOK_MIN + 1 ? 1.01 : 0.99;
    prices = fair.map((p) => nearest(p * margin));
  }
  return prices;
}
