import { NEWS_SECTION_BASES, newsPageFor } from '../content/sections';
import { footballPageFor } from '../football/pages';
import { greyhoundPageFor } from '../greyhounds/pages';
import { racingPageFor } from '../racing/pages';
import { SPORT_PREFIXES, sportsPageFor } from '../sports/pages';
import { tipsPageFor } from '../tips/pages';
import { festivalPageFor } from './festival-pages';

/**
 * How the shell's server learns that a page inside a section does not exist (an unknown team, match or table) so
 * it can answer 404: it asks the section's service, which knows its own entities.
 * GET {endpoint}?path=/football/team/x/1 answers { path, found }.
 */
export interface PageStatus {
  path: string;
  found: boolean;
  /** What a search engine should read in the page's <head>, from data the section loaded anyway; absent for
   * pages the shell names itself (section index pages, unknown paths). */
  head?: PageHead;
}

/** The longest title and description a section may send (the shell's schema refuses longer ones). */
export const PAGE_HEAD_LIMITS = { title: 200, description: 500, name: 200 } as const;

export interface PageHead {
  /** The page's own name, without the sport label and brand the shell adds ("12:30 Cheltenham: Race | Racecard"). */
  title: string;
  /** The meta description: a sentence or two about this page. */
  description: string;
  /** The sporting event the page is about (a race card, a match): the shell writes it as schema.org JSON-LD. */
  event?: PageHeadEvent;
}

/**
 * A schema.org SportsEvent in the section's words; the shell adds the JSON-LD vocabulary and the canonical URL,
 * so no section writes markup or needs to know the site's origin.
 */
export interface PageHeadEvent {
  /** "Arsenal v Chelsea", "Coral Gold Cup Handicap Chase". */
  name: string;
  /** The start, ISO 8601 with the London offset ("2026-06-15T12:30:00+01:00"). */
  startDate: string;
  /** schema.org `sport`: "Horse racing", "Football". */
  sport: string;
  /** The venue's name (a racecourse); absent when the data has none. */
  location?: string;
  homeTeam?: string;
  awayTeam?: string;
  /** A schema.org EventStatusType member. */
  eventStatus?: 'EventScheduled' | 'EventCancelled' | 'EventPostponed';
}

export interface PageStatusOwner {
  /** Site paths equal to or under this prefix belong to the section. */
  prefix: string;
  /** The section service (its internal URL comes from the environment by this name). */
  service: 'racing' | 'football' | 'promos' | 'account';
  endpoint: string;
  /**
   * The section's route table, the same one its remote routes with and its service answers from: a path outside
   * it is no page whatever the data, so the shell answers 404 without asking a service that may be busy or down.
   */
  inTable?: (pathname: string) => boolean;
}

const tableOf =
  (pageFor: (pathname: string) => unknown) =>
  (pathname: string): boolean =>
    pageFor(pathname.replace(/\/+$/, '') || '/') !== null;

export const PAGE_STATUS_OWNERS: readonly PageStatusOwner[] = [
  // News sections first: /racing/news/{slug} is the content store's, the rest of /racing is racing's.
  ...NEWS_SECTION_BASES.map((prefix): PageStatusOwner => ({
    prefix,
    service: 'promos',
    endpoint: '/api/content/v1/page-status',
    inTable: tableOf(newsPageFor),
  })),
  {
    prefix: '/racing',
    service: 'racing',
    endpoint: '/api/horse-racing/v2/racing/page-status',
    inTable: tableOf(racingPageFor),
  },
  {
    prefix: '/football',
    service: 'football',
    endpoint: '/api/football/v2/page-status',
    inTable: tableOf(footballPageFor),
  },
  {
    prefix: '/greyhounds',
    service: 'racing',
    endpoint: '/api/horse-racing/v2/greyhounds/page-status',
    inTable: tableOf(greyhoundPageFor),
  },
  {
    prefix: '/tips',
    service: 'racing',
    endpoint: '/api/horse-racing/v2/tips/page-status',
    inTable: tableOf(tipsPageFor),
  },
  ...SPORT_PREFIXES.map((prefix): PageStatusOwner => ({
    prefix,
    service: 'football',
    endpoint: '/api/football/v1/sports/page-status',
    inTable: tableOf(sportsPageFor),
  })),
  ...(['/cheltenham-festival', '/royal-ascot', '/grand-national'] as const).map(
    (prefix): PageStatusOwner => ({
      prefix,
      service: 'promos',
      endpoint: '/api/promos/v1/page-status',
      inTable: tableOf(festivalPageFor),
    }),
  ),
  // Free-bets pages and offers (an offer that is not open answers 404).
  { prefix: '/free-bets', service: 'promos', endpoint: '/api/promos/v1/free-bets/page-status' },
  { prefix: '/plus', service: 'account', endpoint: '/api/account/v1/plus/page-status' },
  { prefix: '/sporting-life-plus', service: 'account', endpoint: '/api/account/v1/plus/page-status' },
];

export function pageStatusOwner(pathname: string): PageStatusOwner | null {
  return PAGE_STATUS_OWNERS.find((o) => pathname === o.prefix || pathname.startsWith(`${o.prefix}/`)) ?? null;
}
