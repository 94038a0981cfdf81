/** A navigation item (spec document 2, section 3). */
export interface NavItem {
  id: string;
  text: string;
  /** Shorter label for the mobile icon navigation. */
  mobText?: string;
  url: string;
  external?: boolean;
  mobileHomepageSubnav?: boolean;
  signPostingHomepageSubnav?: boolean;
  /** Name of the feature flag that must be on for the item to show. */
  featureToggle?: string;
  subNav?: NavItem[];
  /** Top-nav items beyond index 5 are 'long' (they collapse first on narrow screens). */
  long?: boolean;
  /** Free Bets items carry the new-updates dot. */
  newUpdatesDot?: boolean;
  /** Only premium (plus) members see it. */
  premiumOnly?: boolean;
}

export type FeatureFlags = Record<string, boolean>;
