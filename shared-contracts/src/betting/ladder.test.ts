import { FRACTIONAL_LADDER, impliedChance, ladderPriceFor, twoWayPrices } from './ladder';

describe('the fractional ladder', () => {
  it('runs from the shortest to the longest price with each step longer than the last', () => {
    const chances = FRACTIONAL_LADDER.map(impliedChance);
    for (let i = 1; i < chances.length; i++) expect(chances[i]).toBeLessThan(chances[i - 1] as number);
    expect(impliedChance('1/1')).toBe(0.5);
  });

  it("is the standard UK bookmakers' ladder, step for step", () => {
    // As the high-street boards print it (evens as 1/1); both sports feeds price from it.
    const standard =
      `1/33 1/25 1/20 1/16 1/14 1/12 1/11 1/10 1/9 1/8 1/7 2/13 1/6 2/11 1/5 2/9 1/4 2/7 3/10 1/3 4/11
      2/5 4/9 1/2 8/15 4/7 8/13 4/6 8/11 4/5 5/6 10/11 1/1 11/10 6/5 5/4 11/8 6/4 13/8 7/4 15/8 2/1 85/40 9/4 12/5
      5/2 13/5 11/4 3/1 10/3 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 9/1 10/1 11/1 12/1 14/1 16/1 18/1 20/1
      22/1 25/1 28/1 33/1 40/1 50/1 66/1 80/1 100/1 150/1 200/1`.split(/\s+/);
    expect([...FRACTIONAL_LADDER]).toEqual(standard);
  });

  it('rounds a chance to the nearest price a bookmaker quotes', () => {
    expect(ladderPriceFor(0.5)).toBe('1/1');
    expect(ladderPriceFor(0.34)).toBe('2/1');
    expect(ladderPriceFor(0.2)).toBe('4/1');
    expect(ladderPriceFor(0.999)).toBe('1/33');
    expect(ladderPriceFor(0.0001)).toBe('200/1');
  });

  it('prices a two-way market as a book a little over 100 %', () => {
    for (const chance of [0.1, 0.3, 0.5, 0.62, 0.85]) {
      const [a, b] = twoWayPrices(chance, 1.05);
      const book = impliedChance(a) + impliedChance(b);
      expect(book).toBeGreaterThan(1);
      expect(book).toBeLessThan(1.12);
      if (chance > 0.5) expect(impliedChance(a)).toBeGreaterThan(impliedChance(b));
    }
  });
});
