import { decideBanners, type BannerLayoutFields, type BannerVariant } from './display';

/**
 * Fixed banner sizes (px), shared by the promos remote that draws them and the shell that holds their space, so
 * banners arriving after the page never push it about (CLS).
 */
export const BANNER_SIZES = {
  hero: 340,
  /** The hero carousel: a hero plus its dots. */
  carousel: 370,
  thin: 72,
  /** One promo's one-line strip in the promo bar above the header. */
  topBar: 36,
  /** Space under each page banner and under the banner block. */
  gap: 12,
} as const;

/** The promos the page will show, as the shell server hints them into the page (null: unknown). */
export type BannerLayoutHint = BannerLayoutFields[] | null;

/**
 * The height the banners of this page will take, by the display rules, or 0 when none show. With no hint the
 * space is unknown and nothing is held (a late banner may then shift the page, the price of a slow promos service).
 */
export function bannerSpace(hint: BannerLayoutHint, path: string, variant: BannerVariant): number {
  if (!hint) return 0;
  const decision = decideBanners(hint, path, variant);
  switch (decision.kind) {
    case 'none':
      return 0;
    case 'hero':
      return BANNER_SIZES.hero + BANNER_SIZES.gap;
    case 'carousel':
      return BANNER_SIZES.carousel + BANNER_SIZES.gap;
    case 'thin':
      return variant === 'top-bar'
        ? decision.promos.length * BANNER_SIZES.topBar
        : decision.promos.length * (BANNER_SIZES.thin + BANNER_SIZES.gap) + BANNER_SIZES.gap;
  }
}
