/**
 * The sticky mobile header rule (spec document 2, section 4): scrolling up sticks it once the offset reaches the
 * promo-bar height; scrolling down sticks it once the offset reaches promo bar plus mobile top bar.
 */
export function shouldStick(
  direction: 'up' | 'down',
  offset: number,
  promoBarHeight: number,
  topBarHeight: number,
): boolean {
  return direction === 'up' ? offset >= promoBarHeight : offset >= promoBarHeight + topBarHeight;
}
