import { Value } from 'typebox/value';
import { isKnownSitePath, pageStatusOwner, type PageHead, type PageStatusOwner } from '@sl/contracts';
import { PageStatusSchema } from '@sl/server-kit';

export interface PageStatusOptions {
  /** The internal URL of a section service. */
  upstream: (service: PageStatusOwner['service']) => string;
  /**
   * The most a page waits for the section's answer before it is served as found (the remote then decides). 1.5 s:
   * an answer normally takes tens of milliseconds, but a busy section (a racing database writing a feed's cards)
   * took over 0.5 s on a loaded machine, and the unknown jockey's page went out as a soft 404 (200 with the
   * not-found screen), which search engines index. Only a hanging section costs a page the whole wait.
   */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** A page's HTTP status, and the title, description and event its section gave for the <head> (see page-head.ts). */
export interface PageInfo {
  status: 200 | 404;
  head: PageHead | null;
}

const FOUND: PageInfo = { status: 200, head: null };
const NOT_FOUND: PageInfo = { status: 404, head: null };

/**
 * The HTTP status of a site page and its section's head: 404 for paths outside every section's route table, and
 * for paths a section's service says it has no page for (an unknown team or match). A section that is down or
 * slow costs no page: it is served 200 with no head (the shell's defaults) and the remote shows its own
 * not-found screen if need be. A path outside the section's route table is 404 without asking anyone, so it
 * is a 404 even while that service is slow. A head that breaks the answer's schema (too long, wrong shape) is dropped, not
 * trusted: the page keeps its status and gets the defaults.
 */
export function pageInfoSource({ upstream, timeoutMs = 1_500, fetchImpl = fetch }: PageStatusOptions) {
  return async (pathname: string): Promise<PageInfo> => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (!isKnownSitePath(path)) return NOT_FOUND;
    const owner = pageStatusOwner(path);
    if (!owner) return FOUND;
    if (owner.inTable && !owner.inTable(path)) return NOT_FOUND;
    try {
      const url = `${upstream(owner.service)}${owner.endpoint}?path=${encodeURIComponent(path)}`;
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return FOUND;
      const body = (await response.json()) as { found?: unknown; head?: unknown };
      if (body.found === false) return NOT_FOUND;
      return { status: 200, head: Value.Check(PageStatusSchema, body) ? (body.head ?? null) : null };
    } catch {
      return FOUND;
    }
  };
}
