import type { FreeBetsMenuEntry } from './site-settings';

export const FREE_BETS_VISITED_KEY = 'freeBetsVisited';
export const FREE_BETS_UPDATED_KEY = 'freeBetsUpdated';

/** Where a menu entry goes: its external link as is, else /free-bets/{url_segment}. */
export function freeBetsHref(entry: FreeBetsMenuEntry): { href: string; external: boolean } {
  if (entry.external_link) return { href: entry.external_link, external: true };
  return { href: `/free-bets/${entry.url_segment.replace(/^\/+/, '')}`, external: false };
}

/** The new-updates dot: content updated after the member's last visit (or never visited while there is content). */
export function hasNewFreeBets(visitedAt: number | null, updatedAt: number | null): boolean {
  if (updatedAt === null) return false;
  return visitedAt === null || updatedAt > visitedAt;
}
