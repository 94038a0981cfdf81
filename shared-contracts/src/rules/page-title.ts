export const BRAND = 'Sporting Life';

/** Per-sport mid labels between the page name and the brand. */
const SECTION_LABELS: [prefix: string, label: string][] = [
  ['/racing', 'Horse Racing'],
  ['/football', 'Football'],
  ['/greyhounds', 'Greyhounds'],
  ['/golf', 'Golf'],
  ['/darts', 'Darts'],
  ['/snooker', 'Snooker'],
  ['/cricket', 'Cricket'],
  ['/tennis', 'Tennis'],
  ['/boxing', 'Boxing'],
  ['/nfl', 'NFL'],
  ['/other-sports', 'Other Sports'],
  ['/cheltenham-festival', 'Cheltenham Festival'],
  ['/royal-ascot', 'Royal Ascot'],
  ['/grand-national', 'Grand National'],
  ['/free-bets', 'Free Bets'],
  ['/tips', 'Tips'],
];

export function sportLabelForPath(pathname: string): string | null {
  const hit = SECTION_LABELS.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return hit ? hit[1] : null;
}

/** "Page | Sport | Sporting Life", without repeating a label the page name already is. */
export function pageTitle(page: string | null, pathname: string): string {
  const parts = [page, sportLabelForPath(pathname)].filter((p): p is string => Boolean(p));
  const unique = parts.filter((p, i) => parts.indexOf(p) === i);
  return [...unique, BRAND].join(' | ');
}
