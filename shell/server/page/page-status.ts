import { isKnownSitePath, pageStatusOwner, type PageStatusOwner } from '@sl/contracts';

export interface PageStatusOptions {
  /** The internal URL of a section service. */
  upstream: (service: PageStatusOwner['service']) => string;
  /** The most a page waits for the section's answer before it is served as found (the remote then decides). */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * The HTTP status of a site page: 404 for paths outside every section's route table, and for paths a section's
 * service says it has no page for (an unknown team or match). A section that is down or slow costs no page: it is
 * served 200 and the remote shows its own not-found screen if need be.
 */
export function pageStatusSource({ upstream, timeoutMs = 500, fetchImpl = fetch }: PageStatusOptions) {
  return async (pathname: string): Promise<200 | 404> => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (!isKnownSitePath(path)) return 404;
    const owner = pageStatusOwner(path);
    if (!owner) return 200;
    try {
      const url = `${upstream(owner.service)}${owner.endpoint}?path=${encodeURIComponent(path)}`;
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return 200;
      const body = (await response.json()) as { found?: unknown };
      return body.found === false ? 404 : 200;
    } catch {
      return 200;
    }
  };
}
