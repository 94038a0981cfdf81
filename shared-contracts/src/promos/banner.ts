/** The promos the site knows (spec document 1, section 2, "Banner display rules"). */
export const KNOWN_PROMOS = [
  'cheltenham',
  'ascot',
  'grand-national',
  'euros',
  'efl',
  'epl',
  'ebor',
  'slplus',
  'worlddarts',
  'christmassports',
  'sosflats',
] as const;
export type PromoName = (typeof KNOWN_PROMOS)[number];

export function isKnownPromo(name: string): name is PromoName {
  return (KNOWN_PROMOS as readonly string[]).includes(name);
}

export type PromoSport = 'racing' | 'football' | 'darts' | 'other';

/** One block of hero text: spec's text blocks of type image, span, list or heading. */
export type BannerTextBlock =
  | { type: 'image'; art: string; alt: string }
  | { type: 'span'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'heading'; text: string };

/** register/login are visitor-only buttons; link buttons go where they say. selfExclude hides them from excluded members. */
export interface BannerButton {
  kind: 'register' | 'login' | 'link';
  label: string;
  link?: string;
  selfExclude?: boolean;
}

export interface BannerSubBanner {
  text: string;
  link: string;
  selfExclude: boolean;
}

export interface HeroBannerDefinition {
  /** A CSS background (our own gradients: no copied artwork). */
  background: string;
  /** Artwork ids the remote draws as its own SVG. */
  image: string;
  mobileImage: string;
  titleImage: string;
  textBlocks: BannerTextBlock[];
  buttons: BannerButton[];
  subBanner?: BannerSubBanner;
  bottomText?: string;
  altLink?: { text: string; link: string };
  /** Below this width the mobile image is used (490 to 675 px by promo, spec document 1 §9). */
  mobileBreakpoint: number;
}

/** Banner definition (spec document 1, section 3). */
export interface BannerDefinition {
  name: string;
  sport: PromoSport;
  title: string;
  imageBaseRoute: string;
  courseName?: string;
  /** The festival or competition page the banner links to. */
  link: string;
  heroBanner: HeroBannerDefinition;
  topBanner?: { text: string; link: string };
  text: string;
}

/** Sign-post config entry (spec document 1 §3 and document 2 §3); the flags are strings in the source config. */
export interface SignPostConfigEntry {
  competitionName: string;
  competitionId: string;
  bannerSignPostingEnabled: 'true' | 'false';
  heroBannerEnabled: 'true' | 'false';
  navSignPostingEnabled: 'true' | 'false';
  team?: { teamId: string; teamName: string };
}

/** One promo as the service answers it: definition plus the switches release managers flip. */
export interface PromoBanner extends BannerDefinition {
  /** The hero flag. */
  hero: boolean;
  /** The (thin) banner flag. */
  banner: boolean;
  signPost: SignPostConfigEntry;
}

/** The banner a promo shows in its thin form (kept for callers of the first slice). */
export interface PromoBannerSummary {
  name: string;
  sport: string;
  title: string;
  text: string;
  link: string;
  heroBanner: boolean;
  banner: boolean;
}
