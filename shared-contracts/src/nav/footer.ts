/** A footer content group (spec document 2, section 3). A link with an empty name opens the contact form. */
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

export const FOOTER_GROUPS: FooterGroup[] = [
  {
    id: 'featured-events',
    title: 'Featured Events',
    links: [
      { name: 'Cheltenham Festival', url: '/cheltenham-festival' },
      { name: 'Grand National', url: '/grand-national' },
      { name: 'Royal Ascot', url: '/royal-ascot' },
      { name: 'Racecards', url: '/racing/racecards' },
      { name: 'Fixtures & Results', url: '/football/fixtures-results' },
    ],
  },
  {
    id: 'about-us',
    title: 'About Us',
    links: [
      { name: 'About Sporting Life', url: '/about-us' },
      { name: 'Sporting Life Plus', url: '/sporting-life-plus' },
      { name: 'RSS Feed', url: '/feed' },
      // The empty-named link is the contact form: it opens the lightbox instead of navigating.
      { name: '', url: '/contact-us' },
    ],
  },
  {
    id: 'help',
    title: 'Help',
    links: [
      { name: 'Help Centre', url: '/help' },
      { name: 'Terms and Conditions', url: '/terms-and-conditions' },
      { name: 'Privacy Notice', url: '/privacy' },
      { name: 'Cookies Policy', url: '/cookies-policy' },
    ],
  },
  {
    id: 'betting',
    title: 'Betting & Free Bets',
    links: [
      { name: 'Free Bets', url: '/free-bets', id: 'free-bets' },
      { name: 'Betting Guides', url: '/tips/betting-guides', id: 'betting' },
      { name: 'Safer Gambling', url: '/safer-gambling' },
    ],
  },
  {
    id: 'tips',
    title: 'Tips',
    links: [
      { name: 'Tips Centre', url: '/tips' },
      { name: 'Racing Tips', url: '/racing/tips-centre' },
      { name: 'Football Tips', url: '/football/tips-centre' },
      { name: 'Tipping Records', url: '/tips/tipping-records' },
    ],
  },
];

export interface SocialBrand {
  brand: string;
  links: { network: 'facebook' | 'instagram' | 'x' | 'tiktok' | 'youtube'; url: string }[];
}

export const SOCIAL_BRANDS: SocialBrand[] = [
  {
    brand: 'Sporting Life',
    links: [
      { network: 'facebook', url: 'https://www.facebook.com/SportingLife' },
      { network: 'instagram', url: 'https://www.instagram.com/sportinglife' },
      { network: 'x', url: 'https://x.com/SportingLife' },
      { network: 'tiktok', url: 'https://www.tiktok.com/@sportinglife' },
      { network: 'youtube', url: 'https://www.youtube.com/@SportingLife' },
    ],
  },
  {
    brand: 'Sporting Life Racing',
    links: [
      { network: 'facebook', url: 'https://www.facebook.com/SportingLifeRacing' },
      { network: 'instagram', url: 'https://www.instagram.com/sportingliferacing' },
      { network: 'x', url: 'https://x.com/SLRacing' },
      { network: 'tiktok', url: 'https://www.tiktok.com/@sportingliferacing' },
      { network: 'youtube', url: 'https://www.youtube.com/@SportingLifeRacing' },
    ],
  },
  {
    brand: 'Sporting Life Football',
    links: [
      { network: 'facebook', url: 'https://www.facebook.com/SportingLifeFootball' },
      { network: 'instagram', url: 'https://www.instagram.com/sportinglifefootball' },
      { network: 'x', url: 'https://x.com/SLFootball' },
      { network: 'tiktok', url: 'https://www.tiktok.com/@sportinglifefootball' },
      { network: 'youtube', url: 'https://www.youtube.com/@SportingLifeFootball' },
    ],
  },
];

export const APP_LINKS = [
  { name: 'Download on the App Store', url: 'https://apps.apple.com/gb/app/sporting-life/id1012456893' },
  {
    name: 'Get it on Google Play',
    url: 'https://play.google.com/store/apps/details?id=com.sportinglife.app',
  },
];

export const PODCAST_LINKS = [
  { name: 'Sporting Life Racing Podcast', url: 'https://podcasts.apple.com/gb/podcast/sporting-life-racing' },
  {
    name: 'Sporting Life Football Podcast',
    url: 'https://podcasts.apple.com/gb/podcast/sporting-life-football',
  },
];

export const DATA_CREDITS = ['Racing data supplied by Timeform', 'Football data supplied by Opta'];

export const PRIVACY_LINKS = [
  { name: 'Privacy Notice', url: '/privacy' },
  { name: 'Cookies Policy', url: '/cookies-policy' },
];

export const SAFER_GAMBLING_LINKS = [
  { name: 'GamCare', url: 'https://www.gamcare.org.uk' },
  { name: 'BeGambleAware', url: 'https://www.begambleaware.org' },
  { name: 'GAMSTOP', url: 'https://www.gamstop.co.uk' },
  { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org' },
];

export const COPYRIGHT_LINE = '© Sporting Life 2024';
export const FOOTER_SLOGAN = 'Sporting Life: the home of racing and football tips';

/** The featured-events rule: a link is hidden when the current path contains its url. */
export function featuredEventLinks(links: FooterLink[], pathname: string): FooterLink[] {
  return links.filter((link) => !pathname.includes(link.url));
}
