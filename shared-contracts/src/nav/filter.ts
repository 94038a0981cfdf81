import { racecardsLink } from '../routes/racing';
import type { FeatureFlags, NavItem } from './types';
import { CUSTOMISABLE_NAV_LIST, MOBILE_NAV_SHORTLIST } from './tree';

/** Nav ids a self-excluded member never sees (spec document 2, section 5); configuration may widen it. */
export const SELF_EXCLUDED_NAV_IDS = ['betting', 'sbg', 'football-odds', 'free-bets'] as const;

/** Feature flags that default on (spec document 2, section 9). */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  footballMovementIcons: true,
  footballBettingTab: true,
  customisableNavigation: true,
};

export interface ViewerContext {
  premium: boolean;
  /** The member is self-excluded from gambling content. */
  selfExcluded: boolean;
  features?: FeatureFlags;
  /** Nav ids blocked for self-excluded members; defaults to SELF_EXCLUDED_NAV_IDS. */
  blockedIds?: readonly string[];
}

function visible(entry: NavItem, ctx: ViewerContext, blocked: readonly string[]): boolean {
  if (ctx.selfExcluded && blocked.includes(entry.id)) return false;
  if (entry.premiumOnly && !ctx.premium) return false;
  const flags = { ...DEFAULT_FEATURE_FLAGS, ...ctx.features };
  if (entry.featureToggle && flags[entry.featureToggle] === false) return false;
  return true;
}

/**
 * The menu as this viewer sees it, at every level: self-exclusion, premium-only items and feature toggles
 * remove items; premium members' racecards links carry the plus campaign tag.
 */
export function navForViewer(items: NavItem[], ctx: ViewerContext): NavItem[] {
  const blocked = ctx.blockedIds ?? SELF_EXCLUDED_NAV_IDS;
  return items
    .filter((entry) => visible(entry, ctx, blocked))
    .map((entry) => ({
      ...entry,
      url: entry.external ? entry.url : racecardsLink(entry.url, ctx.premium),
      ...(entry.subNav ? { subNav: navForViewer(entry.subNav, ctx) } : {}),
    }));
}

/**
 * The mobile navigation list: the customisable list when that feature is on, the shortlist otherwise,
 * in that list's order, from the already-filtered menu.
 */
export function mobileNav(items: NavItem[], features: FeatureFlags = {}): NavItem[] {
  const flags = { ...DEFAULT_FEATURE_FLAGS, ...features };
  const ids: readonly string[] = flags.customisableNavigation ? CUSTOMISABLE_NAV_LIST : MOBILE_NAV_SHORTLIST;
  return ids.flatMap((id) => items.filter((entry) => entry.id === id));
}
