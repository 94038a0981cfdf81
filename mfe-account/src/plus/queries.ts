import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@sl/contracts';
import { type PlusMembershipResponse } from '@sl/contracts/plus';
import { usePlusApi } from './api';

const PLANS_KEY = ['account', 'plus', 'plans'] as const;
const membershipKey = (sub: string) => ['account', 'plus', 'membership', sub] as const;

export function usePlusPlans() {
  const api = usePlusApi();
  return useQuery({
    queryKey: PLANS_KEY,
    queryFn: () => api.plans(),
    staleTime: 5 * 60_000,
    refetchInterval: false,
  });
}

/** The signed-in member's membership (disabled for visitors). */
export function useMembership() {
  const api = usePlusApi();
  const sub = useAuth((s) => (s.loggedIn ? (s.user?.sub ?? null) : null));
  const query = useQuery({
    queryKey: membershipKey(sub ?? ''),
    queryFn: () => api.membership(),
    enabled: sub !== null,
    refetchInterval: false,
    retry: 1,
  });
  return { ...query, signedIn: sub !== null };
}

/** Puts a fresh answer from join or cancel in place of the cached membership. */
export function useSetMembership() {
  const client = useQueryClient();
  const sub = useAuth((s) => s.user?.sub ?? '');
  return (membership: PlusMembershipResponse) => client.setQueryData(membershipKey(sub), membership);
}
