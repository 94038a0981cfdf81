import { shouldStick } from './sticky';

describe('sticky mobile header', () => {
  it.each([
    ['up', 39, 40, 50, false],
    ['up', 40, 40, 50, true],
    ['down', 40, 40, 50, false],
    ['down', 89, 40, 50, false],
    ['down', 90, 40, 50, true],
    ['up', 0, 0, 50, true],
  ] as const)('%s at %p (promo %p, top bar %p) -> %p', (direction, offset, promo, top, expected) => {
    expect(shouldStick(direction, offset, promo, top)).toBe(expected);
  });
});
