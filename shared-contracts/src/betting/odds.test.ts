import { ODDS_FORMAT, decimalOddsString, formatOdds, fractionToDecimal } from './odds';

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
