/** Odds formats (document 2, section 3: "Odds format: decimal 1, fractional 2"). */
export const ODDS_FORMAT = { decimal: 1, fractional: 2 } as const;
export type OddsFormatId = (typeof ODDS_FORMAT)[keyof typeof ODDS_FORMAT];

/**
 * Fraction to decimal (document 2, section 5): numerator / denominator plus 1, rounded to 2 decimals; an empty
 * value or one without a slash gives 0.
 */
export function fractionToDecimal(fraction: string | null | undefined): number {
  if (!fraction || !fraction.includes('/')) return 0;
  const [top, bottom] = fraction.split('/');
  const numerator = Number(top);
  const denominator = Number(bottom);
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator) || denominator === 0) return 0;
  return Math.round((numerator / denominator + 1) * 100) / 100;
}

/** The decimal form as a bookmaker prints it: always two places. */
export function decimalOddsString(fraction: string | null | undefined): string {
  return fractionToDecimal(fraction).toFixed(2);
}

/** A price in the member's chosen format; evens stays readable in fractional. */
export function formatOdds(fraction: string | null | undefined, format: OddsFormatId): string {
  if (!fraction || !fraction.includes('/')) return '';
  if (format === ODDS_FORMAT.decimal) return decimalOddsString(fraction);
  return fraction === '1/1' ? 'Evs' : fraction;
}

/**
 * The price a runner shows for the member's chosen bookmaker (horseOddsBookmakerId): that bookmaker's price, or
 * for best odds (0) the longest of the bookmakers' prices and the current price. A runner the chosen bookmaker
 * does not price shows the current price.
 */
export function priceForBookmaker(
  currentOdds: string,
  bookmakerOdds: ReadonlyArray<{ bookmakerId: number; fractionalOdds: string }>,
  bookmakerId: number,
): string {
  if (!currentOdds) return '';
  if (bookmakerId === 0) {
    return [currentOdds, ...bookmakerOdds.map((o) => o.fractionalOdds)].reduce((best, price) =>
      fractionToDecimal(price) > fractionToDecimal(best) ? price : best,
    );
  }
  const price = bookmakerOdds.find((o) => o.bookmakerId === bookmakerId)?.fractionalOdds;
  return price && fractionToDecimal(price) > 0 ? price : currentOdds;
}
