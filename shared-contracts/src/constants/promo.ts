/** The register promo offer (spec document 2, section 9): £5 deposit for migrated accounts, 5p stake otherwise. */
export function registerOfferText(isMigrated: boolean): string {
  return isMigrated
    ? 'Bet £5, get £20 in free bets when you make a £5 deposit.'
    : 'Get £20 in free bets when you place a 5p stake.';
}

export const REGISTER_OFFER_SMALL_PRINT =
  'Free bets expire after 30 days. The deposit must be made within 30 days. 18+. T&Cs apply.';

/** Progress bar settings (spec document 2, section 9). */
export const PROGRESS_BAR = { minimum: 0.08, speed: 200, trickleSpeed: 800 } as const;

export const CAROUSEL_DEFAULTS = { speed: 500, autoplaySpeed: 3000 } as const;

/** Dims the page to this opacity while the registration dropdown is open. */
export const REGISTER_DROPDOWN_DIM_OPACITY = 0.5;
