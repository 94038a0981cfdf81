import { PLUS_PAGE_PATHS } from './api';

/** The Plus pages under each Plus address: the landing page, the join form and the welcome after joining. */
export const PLUS_SUBPAGES = ['', 'join', 'welcome'] as const;

/** Whether a site path is a Plus page (a trailing slash allowed); other addresses under the prefixes are 404s. */
export function isPlusPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PLUS_PAGE_PATHS.some(
    (base) => path === base || PLUS_SUBPAGES.some((sub) => sub !== '' && path === `${base}/${sub}`),
  );
}

/** Which Plus prefix a path is under, or null. */
export function plusPrefixOf(pathname: string): string | null {
  return PLUS_PAGE_PATHS.find((base) => pathname === base || pathname.startsWith(`${base}/`)) ?? null;
}
