import { skipToken, type Query, type QueryClient } from '@tanstack/react-query';

/** False when the component that asked for `query` switched it off (`enabled`), as the browser would leave it. */
function enabled(query: Query): boolean {
  const option: unknown = (query.options as { enabled?: unknown }).enabled;
  const value: unknown = typeof option === 'function' ? (option as (q: Query) => unknown)(query) : option;
  return value !== false && query.options.queryFn !== skipToken;
}

/**
 * The queries a render pass created and left unfetched (the server runs no effects, so nothing fetched them), for
 * the server to fetch before the next pass. Not those their component switched off: a member's follows on a page
 * the server renders for a visitor would only fail, and log it, on every render.
 */
export function waitingQueries(client: QueryClient): Query[] {
  return client.getQueryCache().findAll({
    predicate: (q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && enabled(q),
  });
}
