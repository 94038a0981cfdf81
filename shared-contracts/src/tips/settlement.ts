import { fractionToDecimal } from '@sl/contracts';
import type { TipLeg, TipResult } from '@sl/contracts';

/** A bet's outcome once the event is over (never 'pending'). */
export type TipOutcome = Exclude<TipResult, 'pending'>;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A fractional price as decimal odds; "Evs"/"evens" is 2.0; 0 when the price cannot be read. */
export function priceToDecimal(price: string | null | undefined): number {
  if (!price) return 0;
  const p = price.trim().toLowerCase();
  if (p === 'evs' || p === 'evens' || p === 'ev') return 2;
  return fractionToDecimal(p);
}

/**
 * A runner's outcome in a win bet: a non-runner is void (stake returned), the winner won, second or third is
 * placed (shown as placed, a loser to a win stake) and anything else, a non-finisher included, lost.
 */
export function racingOutcome(run: { nonRunner: boolean; position: number }): TipOutcome {
  if (run.nonRunner) return 'void';
  if (run.position === 1) return 'won';
  if (run.position === 2 || run.position === 3) return 'placed';
  return 'lost';
}

/**
 * Profit in points of a 1-point win bet at level stakes: a winner returns its decimal price (the stake back plus
 * the winnings), so the profit is price - 1; placed and lost lose the stake (-1); void returns it (0). A winner
 * whose settlement price cannot be read is an error, never a guess.
 */
export function levelStakeProfit(outcome: TipOutcome, settlementPrice: string | null | undefined): number {
  switch (outcome) {
    case 'won': {
      const decimal = priceToDecimal(settlementPrice);
      if (decimal <= 1) throw new Error(`A winner needs a settlement price, got "${settlementPrice ?? ''}"`);
      return round2(decimal - 1);
    }
    case 'void':
      return 0;
    case 'placed':
    case 'lost':
      return -1;
  }
}

export interface Settlement {
  result: TipResult;
  /** The price the bet was settled at; null while pending or when void. */
  startingPrice: string | null;
  /** Points profit to a 1-point stake; null while pending. */
  profit: number | null;
}

/**
 * Settles a racing win tip at starting price: pending while there is no result; a winner is paid at SP (or at the
 * price taken when no SP was returned, as bookmakers settle); void for a non-runner.
 */
export function settleRacingTip(
  run: { nonRunner: boolean; position: number; startingPrice: string } | null,
  priceAtTip: string,
): Settlement {
  if (!run) return { result: 'pending', startingPrice: null, profit: null };
  const outcome = racingOutcome(run);
  if (outcome === 'void') return { result: 'void', startingPrice: null, profit: 0 };
  const sp = priceToDecimal(run.startingPrice) > 1 ? run.startingPrice : priceAtTip;
  return { result: outcome, startingPrice: sp, profit: levelStakeProfit(outcome, sp) };
}

/**
 * An accumulator's result from its legs: lost as soon as any leg loses (or is only placed), pending while a leg is
 * pending, void when every leg is void, otherwise won. Void legs drop out (they count at 1.0). The price is the
 * product of the remaining legs' decimal prices.
 */
export function settleAccumulator(legs: ReadonlyArray<Pick<TipLeg, 'price' | 'result'>>): {
  result: TipResult;
  decimalPrice: number;
  profit: number | null;
} {
  const live = legs.filter((l) => l.result !== 'void');
  const decimalPrice = round2(live.reduce((acc, l) => acc * (priceToDecimal(l.price) || 1), 1));
  if (legs.length === 0) return { result: 'void', decimalPrice: 1, profit: 0 };
  if (live.some((l) => l.result === 'lost' || l.result === 'placed'))
    return { result: 'lost', decimalPrice, profit: -1 };
  if (live.some((l) => l.result === 'pending')) return { result: 'pending', decimalPrice, profit: null };
  if (live.length === 0) return { result: 'void', decimalPrice: 1, profit: 0 };
  return { result: 'won', decimalPrice, profit: round2(decimalPrice - 1) };
}
