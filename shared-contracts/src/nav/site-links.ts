/**
 * Route prefixes the site answers with a page; everything else is a 404. The server uses it for the status
 * code, the shell for its section pages.
 */
export const SITE_ROUTE_PREFIXES = [
  '/racing',
  '/football',
  '/greyhounds',
  '/sports',
  '/golf',
  '/darts',
  '/snooker',
  '/cricket',
  '/tennis',
  '/boxing',
  '/other-sports',
  '/nfl',
  '/tips',
  '/free-bets',
  '/cheltenham-festival',
  '/royal-ascot',
  '/grand-national',
  '/plus',
  '/sporting-life-plus',
  '/feed',
  '/privacy',
  '/cookies-policy',
  '/safer-gambling',
  '/sites',
  '/ref',
  '/oauth',
  '/amp',
  '/account',
  '/widgets',
  '/about-us',
  '/contact-us',
  '/help',
  '/terms-and-conditions',
  '/podcasts',
  '/apps',
  '/editor',
  '/design-system',
  '/release-console',
] as const;

/** The shell's own site pages (shell/src/site-pages): single pages, so nothing below them exists. */
export const SINGLE_SITE_PAGES = [
  '/privacy',
  '/cookies-policy',
  '/safer-gambling',
  '/about-us',
  '/contact-us',
  '/help',
  '/terms-and-conditions',
  '/design-system',
  '/release-console',
] as const;

/** Pages with nothing below them: the site pages, and /feed (a page for a browser, RSS for a feed reader). */
const LEAF_PAGES: readonly string[] = [...SINGLE_SITE_PAGES, '/feed'];

export function isKnownSitePath(pathname: string): boolean {
  if (pathname === '/' || pathname === '') return true;
  if (LEAF_PAGES.some((page) => pathname.startsWith(`${page}/`))) return false;
  return SITE_ROUTE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
