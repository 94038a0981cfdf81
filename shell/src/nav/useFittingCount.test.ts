import { fittingCount } from './useFittingCount';

describe('fittingCount', () => {
  it('keeps every item when they all fit, without room for More', () => {
    expect(fittingCount([100, 100, 100], 60, 10, 320)).toBe(3);
  });

  it('keeps room for More after the items that fit when some do not', () => {
    // 100 + 10 + 100 + 10 + 60 (More) = 280 fits; a third item would need 390.
    expect(fittingCount([100, 100, 100], 60, 10, 300)).toBe(2);
  });

  it('leaves only More when not even the first item fits beside it', () => {
    expect(fittingCount([200, 50], 60, 10, 240)).toBe(0);
  });
});
