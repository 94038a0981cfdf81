import footer from './footer.json' with { type: 'json' };

/**
 * A footer content group (spec document 2, section 3). A link with an empty name is the contact form: it opens the
 * lightbox instead of navigating.
 */
export interface FooterLink {
  name: string;
  url: string;
  /** Nav-style id, so self-exclusion can remove betting links. */
  id?: string;
}

export interface FooterGroup {
  id: string;
  title: string;
  links: FooterLink[];
}

export const CONTACT_FORM_LINK_TEXT = 'Contact Us';

/** The footer's links, as data (footer.json); the one builder below turns social handles into addresses. */
export const FOOTER_GROUPS: FooterGroup[] = footer.groups;

const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'tiktok', 'youtube'] as const;
type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const SOCIAL_PROFILE_URL: Record<SocialNetwork, (handle: string) => string> = {
  facebook: (handle) => `https://www.facebook.com/${handle}`,
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  x: (handle) => `https://x.com/${handle}`,
  tiktok: (handle) => `https://www.tiktok.com/@${handle}`,
  youtube: (handle) => `https://www.youtube.com/@${handle}`,
};

export interface SocialBrand {
  brand: string;
  links: { network: SocialNetwork; url: string }[];
}

/** Each brand's profile on every network, in the same network order. */
export const SOCIAL_BRANDS: SocialBrand[] = footer.socialBrands.map(({ brand, handles }) => ({
  brand,
  links: SOCIAL_NETWORKS.map((network) => ({ network, url: SOCIAL_PROFILE_URL[network](handles[network]) })),
}));

export const APP_LINKS: FooterLink[] = footer.appLinks;
export const PODCAST_LINKS: FooterLink[] = footer.podcastLinks;
export const DATA_CREDITS = ['Racing data supplied by Timeform', 'Football data supplied by Opta'];
export const PRIVACY_LINKS: FooterLink[] = footer.privacyLinks;
export const SAFER_GAMBLING_LINKS: FooterLink[] = footer.saferGamblingLinks;

export const COPYRIGHT_LINE = '© Sporting Life 2024';
export const FOOTER_SLOGAN = 'Sporting Life: the home of racing and football tips';

/** The featured-events rule: a link is hidden when the current path contains its url. */
export function featuredEventLinks(links: FooterLink[], pathname: string): FooterLink[] {
  return links.filter((link) => !pathname.includes(link.url));
}
