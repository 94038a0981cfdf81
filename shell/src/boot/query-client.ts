import { QueryClient } from '@tanstack/react-query';
import { POLLING_DEFAULTS } from '@sl/contracts';
import { refetchOnMount } from './server-queries';

/**
 * The page's one query client, shared with every remote (react-query is a federation singleton). Its defaults are
 * the spec's generic polling GET (document 2, section 7): refetch every 60000 ms, 3 retries 3000 ms apart, refetch
 * on focus and on reconnect. A query that needs another cadence says so itself.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: POLLING_DEFAULTS.refetchInterval,
        retry: POLLING_DEFAULTS.retry,
        retryDelay: POLLING_DEFAULTS.retryDelay,
        refetchOnWindowFocus: POLLING_DEFAULTS.refetchOnWindowFocus,
        refetchOnReconnect: POLLING_DEFAULTS.refetchOnReconnect,
        refetchOnMount,
      },
    },
  });
}
