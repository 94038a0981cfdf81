import { hydrate, type Query, type QueryClient } from '@tanstack/react-query';

/** The element the shell's server puts the first view's data in (server/page/server-render.ts). */
const QUERIES_ELEMENT_ID = 'sl-queries';

/**
 * How long data the server fetched for the first view counts as fresh for a component mounting with it: long
 * enough for hydration and the remotes it waits for on a slow phone, well inside the spec's polling intervals.
 */
export const SERVER_DATA_FRESH_MS = 10_000;

/** The queries adopted from the server, and when (the browser's clock: the server's may differ). */
const adopted = new Map<string, number>();

/**
 * Hands the server's data for the first view to the page's query client, so hydration renders what the server
 * rendered and asks for none of it again on mount (`refetchOnMount` in query-client.ts). Polling and the live
 * streams refresh it as they would. Malformed or missing data is no data.
 */
export function adoptServerQueries(client: QueryClient, doc: Document = document, now = Date.now()): void {
  const text = doc.getElementById(QUERIES_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    hydrate(client, JSON.parse(text));
  } catch {
    // The page still works: its queries ask the API as they would without a server render.
    return;
  }
  for (const query of client.getQueryCache().getAll())
    if (query.state.status === 'success') adopted.set(query.queryHash, now);
}

/** React Query's refetch-on-mount: not for data the server has just handed over, as usual otherwise. */
export function refetchOnMount(query: Query, now = Date.now()): boolean {
  const at = adopted.get(query.queryHash);
  // True leaves it to React Query's default: stale data is fetched again on mount.
  return at === undefined || now - at >= SERVER_DATA_FRESH_MS;
}

/** True when the server rendered the page's first view into `container` (the browser hydrates it). */
export function serverRendered(container: Element): boolean {
  return container.firstElementChild !== null;
}

/**
 * React's word that the server sent a boundary for the browser to render (a remote left to the browser, or the
 * render budget spent): planned, and not a mismatch. React's production builds give only the error's number.
 */
export function serverLeftToBrowser(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /React error #419\b|could not finish this Suspense boundary/.test(message);
}
