import { SPORT_PREFIXES } from '../sports/pages';

/**
 * How the shell's server learns that a page inside a section does not exist (an unknown team, match or table) so
 * it can answer 404: it asks the section's service, which knows its own entities.
 * GET {endpoint}?path=/football/team/x/1 answers { path, found }.
 */
export interface PageStatus {
  path: string;
  found: boolean;
}

export interface PageStatusOwner {
  /** Site paths equal to or under this prefix belong to the section. */
  prefix: string;
  /** The section service (its internal URL comes from the environment by this name). */
  service: 'racing' | 'football' | 'promos' | 'account';
  endpoint: string;
}

export const PAGE_STATUS_OWNERS: readonly PageStatusOwner[] = [
  { prefix: '/racing', service: 'racing', endpoint: '/api/horse-racing/v2/racing/page-status' },
  { prefix: '/football', service: 'football', endpoint: '/api/football/v2/page-status' },
  { prefix: '/greyhounds', service: 'racing', endpoint: '/api/horse-racing/v2/greyhounds/page-status' },
  ...SPORT_PREFIXES.map((prefix): PageStatusOwner => ({
    prefix,
    service: 'football',
    endpoint: '/api/football/v1/sports/page-status',
  })),
  { prefix: '/cheltenham-festival', service: 'promos', endpoint: '/api/promos/v1/page-status' },
  { prefix: '/royal-ascot', service: 'promos', endpoint: '/api/promos/v1/page-status' },
  { prefix: '/grand-national', service: 'promos', endpoint: '/api/promos/v1/page-status' },
];

export function pageStatusOwner(pathname: string): PageStatusOwner | null {
  return PAGE_STATUS_OWNERS.find((o) => pathname === o.prefix || pathname.startsWith(`${o.prefix}/`)) ?? null;
}
