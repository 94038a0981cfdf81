import { type Tip, type TipLeg } from '@sl/contracts';
import {
  levelStakeProfit,
  priceToDecimal,
  settleAccumulator,
  type Settlement,
  type TipOutcome,
} from '@sl/contracts/tip-records';

/** Football markets a tip can be in, by the names tips carry. */
export const FOOTBALL_MARKETS = {
  result: 'Match result',
  btts: 'Both teams to score',
  goals: 'Total goals',
  score: 'Correct score',
  acca: 'Accumulator',
} as const;

/** A match's outcome for settling: the 90-minute score, void (abandoned), or null while it is still to finish. */
export type MatchSettlement = { state: 'final'; home: number; away: number } | { state: 'void' } | null;

/**
 * A single football selection's outcome from the 90-minute score (extra time and penalties do not count, as
 * bookmakers settle): home, draw, away; btts-yes, btts-no; over-2.5, under-2.5; cs-H-A.
 */
export function footballOutcome(selectionId: string, score: { home: number; away: number }): 'won' | 'lost' {
  const { home, away } = score;
  const won = (() => {
    switch (selectionId) {
      case 'home':
        return home > away;
      case 'draw':
        return home === away;
      case 'away':
        return away > home;
      case 'btts-yes':
        return home > 0 && away > 0;
      case 'btts-no':
        return home === 0 || away === 0;
      case 'over-2.5':
        return home + away > 2.5;
      case 'under-2.5':
        return home + away < 2.5;
    }
    const cs = /^cs-(\d+)-(\d+)$/.exec(selectionId);
    if (cs) return home === Number(cs[1]) && away === Number(cs[2]);
    throw new Error(`Unknown football selection "${selectionId}"`);
  })();
  return won ? 'won' : 'lost';
}

const legOutcome = (leg: Pick<TipLeg, 'selection'>, match: MatchSettlement): TipLeg['result'] => {
  if (!match) return 'pending';
  if (match.state === 'void') return 'void';
  return footballOutcome(leg.selection.id, match);
};

/**
 * Settles a football tip against its matches' outcomes: a single at the price it was given (football has no
 * starting price), void when its match is abandoned; an accumulator leg by leg with the shared accumulator rule.
 */
export function settleFootballTip(
  tip: Pick<Tip, 'event' | 'selection' | 'price' | 'legs'>,
  outcomeOf: (matchId: string) => MatchSettlement,
): Settlement & { legs?: TipLeg[] } {
  if (tip.legs && tip.legs.length) {
    const legs = tip.legs.map((leg) => ({ ...leg, result: legOutcome(leg, outcomeOf(leg.event.id)) }));
    const acca = settleAccumulator(legs);
    return {
      result: acca.result,
      startingPrice:
        acca.result === 'pending' || acca.result === 'void' ? null : accaPrice(acca.decimalPrice),
      profit: acca.profit,
      legs,
    };
  }
  const result = legOutcome(tip, outcomeOf(tip.event.id));
  if (result === 'pending') return { result, startingPrice: null, profit: null };
  if (result === 'void') return { result, startingPrice: null, profit: 0 };
  return { result, startingPrice: tip.price, profit: levelStakeProfit(result as TipOutcome, tip.price) };
}

/** An accumulator's combined decimal odds as a fractional price ("11.25/1"), which settles back to the same odds. */
export function accaPrice(decimal: number): string {
  const profit = Math.round((decimal - 1) * 100) / 100;
  return `${Number.isInteger(profit) ? profit : profit.toFixed(2).replace(/0$/, '')}/1`;
}

/** The combined decimal odds of legs' prices. */
export const combinedDecimal = (prices: readonly string[]) =>
  Math.round(prices.reduce((acc, p) => acc * priceToDecimal(p), 1) * 100) / 100;
