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
] as const;

export function isKnownSitePath(pathname: string): boolean {
  if (pathname === '/' || pathname === '') return true;
  return SITE_ROUTE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
