import { ODDS_FORMAT, decimalOddsString, formatOdds, fractionToDecimal, priceForBookmaker } from './odds';

describe('fractionToDecimal', () => {
  it('is numerator / denominator + 1, rounded to 2 decimals', () => {
    expect(fractionToDecimal('5/2')).toBe(3.5);
    expect(fractionToDecimal('1/1')).toBe(2);
    expect(fractionToDecimal('4/6')).toBe(1.67);
    expect(fractionToDecimal('100/30')).toBe(4.33);
    expect(fractionToDecimal('1/3')).toBe(1.33);
  });
  it('gives 0 for an empty value or one without a slash', () => {
    expect(fractionToDecimal('')).toBe(0);
    expect(fractionToDecimal(undefined)).toBe(0);
    expect(fractionToDecimal(null)).toBe(0);
    expect(fractionToDecimal('SP')).toBe(0);
    expect(fractionToDecimal('7')).toBe(0);
  });
  it('prints decimals with two places and formats by the member choice', () => {
    expect(decimalOddsString('5/2')).toBe('3.50');
    expect(formatOdds('5/2', ODDS_FORMAT.decimal)).toBe('3.50');
    expect(formatOdds('5/2', ODDS_FORMAT.fractional)).toBe('5/2');
    expect(formatOdds('1/1', ODDS_FORMAT.fractional)).toBe('Evs');
    expect(formatOdds('', ODDS_FORMAT.decimal)).toBe('');
  });
});

describe('priceForBookmaker (horseOddsBookmakerId)', () => {
  const odds = [
    { bookmakerId: 4, fractionalOdds: '5/2' },
    { bookmakerId: 6, fractionalOdds: '11/4' },
  ];
  it("shows the chosen bookmaker's price, or the current one when that bookmaker has none", () => {
    expect(priceForBookmaker('9/4', odds, 4)).toBe('5/2');
    expect(priceForBookmaker('9/4', odds, 6)).toBe('11/4');
    expect(priceForBookmaker('9/4', odds, 15)).toBe('9/4');
  });
  it('shows the longest price for best odds, and nothing for an unpriced runner', () => {
    expect(priceForBookmaker('9/4', odds, 0)).toBe('11/4');
    expect(priceForBookmaker('3/1', odds, 0)).toBe('3/1');
    expect(priceForBookmaker('', odds, 4)).toBe('');
  });
});
