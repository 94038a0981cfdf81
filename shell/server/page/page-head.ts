import {
  buildTopNav,
  FALLBACK_FREE_BETS_MENU,
  pageTitle,
  type PageHead,
  type PageHeadEvent,
} from '@sl/contracts';
import { sectionFor } from '../../src/page-shell/sections';
import { navLabelForPath } from '../../src/page-shell/usePageTitle';
import { serializeForScript } from './boot-script';

/** What the home page and any page without a description of its own say (the template's words). */
const SITE_DESCRIPTION = 'Racecards, results, football scores and fixtures, tips and free bets.';
const HOME_PAGE_NAME = 'Racing, Football, Tips and Results';

/** The sections' own words where the shell's section table (sections.ts, for other sections) has none. */
const SECTION_DESCRIPTIONS: [prefix: string, description: string][] = [
  [
    '/racing',
    'Horse racing racecards, results, tips, non-runners and going for every meeting in Britain and Ireland.',
  ],
  ['/football', 'Football live scores, fixtures, results, league tables and tips.'],
];

// The menu as the browser names pages by it (free-bets entries from the fallback list; Royal Ascot's microsite in).
const NAV = buildTopNav({ freeBets: FALLBACK_FREE_BETS_MENU, royalAscotMicrosite: true });

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** The page a URL names: no query or fragment, no trailing slash, and an /amp/ page's full page. */
function canonicalPath(pathname: string): string {
  const path = (pathname.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '') || '/';
  return path.replace(/^\/amp(?=\/|$)/, '') || '/';
}

function defaultDescription(path: string): string {
  const section = SECTION_DESCRIPTIONS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return section?.[1] ?? sectionFor(path)?.intro ?? SITE_DESCRIPTION;
}

/** The page's name when its section gave none: its menu label or section title, as the browser's title rule. */
function defaultPageName(path: string): string | null {
  if (path === '/') return HOME_PAGE_NAME;
  return navLabelForPath(NAV, path) ?? sectionFor(path)?.title ?? null;
}

/** schema.org SportsEvent JSON-LD: the section's event with the vocabulary and the page's canonical URL. */
function sportsEvent(event: PageHeadEvent, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: event.name,
    startDate: event.startDate,
    sport: event.sport,
    url,
    ...(event.location ? { location: { '@type': 'Place', name: event.location } } : {}),
    ...(event.homeTeam ? { homeTeam: { '@type': 'SportsTeam', name: event.homeTeam } } : {}),
    ...(event.awayTeam ? { awayTeam: { '@type': 'SportsTeam', name: event.awayTeam } } : {}),
    ...(event.eventStatus ? { eventStatus: `https://schema.org/${event.eventStatus}` } : {}),
  };
}

/**
 * The <head> tags a search engine reads for a page: its title (the section's page name, or the menu's, with the
 * sport label and brand), meta description, canonical link and, for a race or match, SportsEvent JSON-LD. Every
 * value is escaped for where it goes (text, attribute, or JSON inside a script), so a section's data (a team
 * called `</script>`) cannot end the element. A page that does not exist is marked noindex and names no canonical.
 */
export function pageHead(
  pathname: string,
  head: PageHead | null,
  siteOrigin: string,
  status: number = 200,
): string {
  const path = canonicalPath(pathname);
  if (status === 404)
    return (
      `<title>${escapeText(pageTitle('Page not found', path))}</title>` +
      `<meta name="robots" content="noindex">`
    );
  const url = `${siteOrigin.replace(/\/+$/, '')}${path === '/' ? '/' : path}`;
  const title = pageTitle(head?.title ?? defaultPageName(path), path);
  const description = head?.description ?? defaultDescription(path);
  return [
    `<title>${escapeText(title)}</title>`,
    `<meta name="description" content="${escapeAttribute(description)}">`,
    `<link rel="canonical" href="${escapeAttribute(url)}">`,
    ...(head?.event
      ? [`<script type="application/ld+json">${serializeForScript(sportsEvent(head.event, url))}</script>`]
      : []),
  ].join('');
}

// The template's own title and description (whether or not the minifier dropped quotes or broke the lines).
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const TEMPLATE_DESCRIPTION = /<meta\s+name="?description"?\s+content="[^"]*"\s*\/?>/;

/**
 * The page with `tags` (pageHead's) in place of the template's title and description: where its title was, so the
 * title stays early in <head>, or else at the end of <head>.
 */
export function injectPageHead(html: string, tags: string): string {
  const withoutDescription = html.replace(TEMPLATE_DESCRIPTION, '');
  if (TEMPLATE_TITLE.test(withoutDescription)) return withoutDescription.replace(TEMPLATE_TITLE, () => tags);
  return withoutDescription.replace('</head>', () => `${tags}</head>`);
}
