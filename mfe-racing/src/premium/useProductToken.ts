import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@sl/contracts';
import { PRODUCT_BRAND, resolveProductToken } from './product-token';

const browserDeps = () => ({
  http: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
  storage: sessionStorage,
  now: () => Date.now(),
  referrer: () => location.href,
});

/**
 * The member's product token for race data (x-token), or null when there is no access. Answers undefined while
 * it is still being worked out, so the race call can wait instead of flashing the free view.
 */
export function useProductToken(): { token: string | null; pending: boolean } {
  const loggedIn = useAuth((s) => s.loggedIn);
  const email = useAuth((s) => s.user?.email);
  const getAccessToken = useAuth((s) => s.actions.getAccessToken);
  const enabled = loggedIn && !!email;
  const query = useQuery({
    queryKey: ['racing', 'product-token', email ?? ''],
    queryFn: () =>
      resolveProductToken(email ? { email, getAccessToken } : null, PRODUCT_BRAND, browserDeps()),
    enabled,
    staleTime: 60_000,
    refetchInterval: false,
    retry: false,
  });
  if (!enabled) return { token: null, pending: false };
  return { token: query.data ?? null, pending: query.isPending };
}
