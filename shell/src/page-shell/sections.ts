/**
 * Each section's title and a line about it: the page title the shell sets, and what the shell shows (with the
 * section's sub-menu) when the remote that owns the section cannot be loaded. Every section has a real page in a
 * remote or in `shell/src/site-pages`; this is only the stand-in while a remote is down.
 */
export interface SectionInfo {
  title: string;
  intro: string;
}

const SPORT_INTRO = (sport: string) => `${sport} fixtures, results, tips and news from Sporting Life.`;

const SECTION_PAGES: Record<string, SectionInfo> = {
  '/greyhounds': { title: 'Greyhounds', intro: 'Greyhound racecards and results.' },
  '/greyhounds/racecards': {
    title: 'Greyhound Racecards',
    intro: "Today's greyhound meetings and racecards.",
  },
  '/greyhounds/fast-results': {
    title: 'Greyhound Fast Results',
    intro: 'The latest greyhound results as they happen.',
  },
  '/greyhounds/results': { title: 'Greyhound Results', intro: 'Greyhound results by meeting.' },
  '/sports': { title: 'Sports', intro: 'News, tips and results across every sport we cover.' },
  '/golf': { title: 'Golf', intro: SPORT_INTRO('Golf') },
  '/darts': { title: 'Darts', intro: SPORT_INTRO('Darts') },
  '/snooker': { title: 'Snooker', intro: SPORT_INTRO('Snooker') },
  '/cricket': { title: 'Cricket', intro: SPORT_INTRO('Cricket') },
  '/tennis': { title: 'Tennis', intro: SPORT_INTRO('Tennis') },
  '/boxing': { title: 'Boxing', intro: SPORT_INTRO('Boxing') },
  '/other-sports': { title: 'Other Sports', intro: SPORT_INTRO('Other sports') },
  '/nfl': { title: 'NFL', intro: SPORT_INTRO('NFL') },
  '/tips': { title: 'Tips Centre', intro: 'Racing and football tips from our experts.' },
  '/tips/tipping-records': {
    title: 'Tipping Records',
    intro: "How our tipsters' selections have performed.",
  },
  '/tips/betting-guides': { title: 'Betting Guides', intro: 'Guides to betting terms, markets and staking.' },
  '/free-bets': { title: 'Free Bets', intro: 'Free bet offers from our betting partners. 18+ T&Cs apply.' },
  '/cheltenham-festival': {
    title: 'Cheltenham Festival',
    intro: 'Tips, racecards and results from the Cheltenham Festival.',
  },
  '/royal-ascot': { title: 'Royal Ascot', intro: 'Tips, racecards and results from Royal Ascot.' },
  '/grand-national': { title: 'Grand National', intro: 'Everything for the Grand National at Aintree.' },
  '/plus': {
    title: 'Sporting Life Plus',
    intro: 'Premium racecards, Timeform data and more for Plus members.',
  },
  '/sporting-life-plus': {
    title: 'Sporting Life Plus',
    intro: 'Premium racecards, Timeform data and more for Plus members.',
  },
  '/feed': { title: 'News Feed', intro: 'The latest Sporting Life stories as a feed.' },
  '/privacy': {
    title: 'Privacy Notice',
    intro: 'How Sporting Life collects, uses and protects your personal data.',
  },
  '/cookies-policy': {
    title: 'Cookies Policy',
    intro: 'Which cookies we use and how to change your preferences.',
  },
  '/safer-gambling': {
    title: 'Safer Gambling',
    intro:
      'Gambling should be fun. If it stops being fun, help is available from GamCare, BeGambleAware and GAMSTOP.',
  },
  '/about-us': {
    title: 'About Sporting Life',
    intro: 'Racing and football tips, results and news since 1859.',
  },
  '/contact-us': {
    title: 'Contact Us',
    intro: 'Send us a message about racecards, tips, your account or Sporting Life Plus.',
  },
  '/help': { title: 'Help Centre', intro: 'Answers to common questions about Sporting Life.' },
  '/terms-and-conditions': {
    title: 'Terms and Conditions',
    intro: 'The terms of use of the Sporting Life site.',
  },
  '/amp': { title: 'Sign in', intro: 'Sign in to continue to the page you were reading.' },
  '/oauth': { title: 'Signing you in', intro: 'We are completing your sign-in.' },
};

/** The section page for a path: the exact entry, or the nearest parent entry. */
export function sectionFor(pathname: string): SectionInfo | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  if (SECTION_PAGES[clean]) return SECTION_PAGES[clean];
  const parts = clean.split('/');
  for (let i = parts.length - 1; i > 1; i -= 1) {
    const parent = parts.slice(0, i).join('/');
    if (SECTION_PAGES[parent]) return SECTION_PAGES[parent];
  }
  return null;
}
