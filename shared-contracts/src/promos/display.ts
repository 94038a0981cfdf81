import { CAROUSEL_DEFAULTS } from '../constants/promo';
import type { PromoBanner } from './banner';

/** Text of a thin banner on the fast-results pages (spec document 1 §2). */
export const FAST_RESULTS_BANNER_TEXT = 'New to Racing? Check out how you can win here.';

/** Slider settings (spec document 1 §9; the slide speed is document 2 §9's carousel default). */
export const SLIDER = {
  autoplay: false,
  autoplaySpeed: 6000,
  speed: CAROUSEL_DEFAULTS.speed,
  mobileSlidesToShow: 1.05,
  /** Our choice where the spec is silent: a desktop slider shows one full hero at a time. */
  desktopSlidesToShow: 1,
  defaultMobileBreakpoint: 1000,
  minHeroBreakpoint: 490,
  maxHeroBreakpoint: 675,
} as const;

export type BannerVariant = 'page' | 'top-bar';

/** What the display rules read of a promo: enough for the shell to know the space banners will take. */
export type BannerLayoutFields = Pick<PromoBanner, 'name' | 'sport' | 'courseName' | 'hero' | 'banner'>;

export type BannerDecision<T extends BannerLayoutFields = PromoBanner> =
  | { kind: 'none' }
  | { kind: 'hero'; promos: [T] }
  | { kind: 'carousel'; promos: T[] }
  | { kind: 'thin'; promos: T[] };

function normalise(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

export function isHomePath(path: string): boolean {
  return normalise(path) === '/';
}

/** Pages with no banner of any variant (spec document 1 §2: "/royal-ascot/racing/tips (no banner here)"). */
export const NO_BANNER_PATHS: readonly string[] = ['/royal-ascot/racing/tips'];

export function isNoBannerPath(path: string): boolean {
  return NO_BANNER_PATHS.includes(normalise(path).toLowerCase());
}

const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

const RACING_PREFIXES = ['/racing', '/cheltenham-festival', '/royal-ascot', '/grand-national'];

export function isRacecardPath(path: string): boolean {
  const p = normalise(path);
  return within(p, '/racing/racecards') || /^\/[a-z-]+\/racecards(\/|$)/.test(p);
}

export function isFastResultPath(path: string): boolean {
  return within(normalise(path), '/racing/fast-results');
}

/** A single fast result (/racing/fast-results/{course}/...) rather than the list: its course is the first segment. */
export function fastResultCourse(path: string): string | null {
  const match = /^\/racing\/fast-results\/([^/]+)/.exec(normalise(path));
  return match?.[1] ?? null;
}

const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The top-bar variant is hidden on racecard and fast-result pages (spec document 1 §2), and where no banner goes. */
export function isTopBarBannerHidden(path: string): boolean {
  return isRacecardPath(path) || isFastResultPath(path) || isNoBannerPath(path);
}

/**
 * Whether a thin banner belongs on this page. Racing: home and every racing page, but on a single fast result only
 * when the course matches. Football: football pages and home. Other sports: home and their own section.
 */
export function thinBannerMatchesPage(
  promo: Pick<PromoBanner, 'sport' | 'courseName'>,
  path: string,
): boolean {
  const p = normalise(path);
  if (p === '/') return true;
  switch (promo.sport) {
    case 'racing': {
      if (isFastResultPath(p)) {
        const course = fastResultCourse(p);
        return course === null || (!!promo.courseName && slug(promo.courseName) === course);
      }
      return RACING_PREFIXES.some((prefix) => within(p, prefix));
    }
    case 'football':
      return within(p, '/football');
    case 'darts':
      return within(p, '/darts');
    case 'other':
      return false;
  }
}

/** The text a thin banner reads: the fast-results wording there, else the promo's own. */
export function thinBannerText(promo: Pick<PromoBanner, 'text'>, path: string): string {
  return isFastResultPath(path) ? FAST_RESULTS_BANNER_TEXT : promo.text;
}

/**
 * The banner display rules (spec document 1 §2). `promos` are the enabled ones in configured order.
 * None: nothing. One: hero on home when its hero flag is set, else thin if its banner flag is. Two or more: a hero
 * carousel on home when all are hero, else thin banners for the first two only. Thin banners only on matching pages,
 * and no banner at all on the pages in NO_BANNER_PATHS.
 */
export function decideBanners<T extends BannerLayoutFields>(
  promos: readonly T[],
  path: string,
  variant: BannerVariant = 'page',
): BannerDecision<T> {
  if (promos.length === 0 || isNoBannerPath(path)) return { kind: 'none' };
  if (variant === 'top-bar' && isTopBarBannerHidden(path)) return { kind: 'none' };
  const home = isHomePath(path);
  if (variant !== 'top-bar' && home) {
    if (promos.length === 1 && promos[0]?.hero) return { kind: 'hero', promos: [promos[0]] };
    if (promos.length > 1 && promos.every((p) => p.hero)) return { kind: 'carousel', promos: [...promos] };
  }
  const candidates = promos.length === 1 ? promos : promos.slice(0, 2);
  const thin = candidates.filter((p) => p.banner && thinBannerMatchesPage(p, path));
  return thin.length === 0 ? { kind: 'none' } : { kind: 'thin', promos: thin };
}

/** Per-promo mobile breakpoint for hero images, kept inside the spec's 490 to 675 px range. */
export function heroBreakpoint(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return SLIDER.maxHeroBreakpoint;
  return Math.min(SLIDER.maxHeroBreakpoint, Math.max(SLIDER.minHeroBreakpoint, Math.round(value)));
}

export type HeroCarouselMode = 'dual' | 'slider';

/**
 * How a hero carousel of `count` promos is drawn (spec document 1 §2 and §9): below the carousel breakpoint always a
 * slider (1.05 slides, no arrows); on desktop two promos side by side (the dual banner takes the first two only), and
 * three or more a slider with arrows, so none is dropped.
 */
export function heroCarouselMode(count: number, mobile: boolean): HeroCarouselMode {
  return mobile || count > 2 ? 'slider' : 'dual';
}
