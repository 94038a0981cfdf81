import { useQuery } from '@tanstack/react-query';
import { apiClient, authScheme, authStore, useAuth } from '@sl/contracts';
import { type OfferAnswer, type OfferCategory, type OffersAnswer } from '@sl/contracts/offers';

/**
 * The member's Authorization header, so the service can apply their self-exclusion and can_link_to claims; none for
 * a visitor (or an older shell without getAccessToken).
 */
async function memberHeaders(): Promise<Record<string, string>> {
  const state = authStore.getState();
  if (!state.loggedIn) return {};
  const getAccessToken = (state.actions as Partial<typeof state.actions>).getAccessToken;
  const token = typeof getAccessToken === 'function' ? await getAccessToken() : null;
  return token ? { Authorization: `${authScheme(authStore.getState().isMigrated)} ${token}` } : {};
}

// Offers change when a release manager changes them: fetch once per page load, like the rest of the promos.
const ONCE = { staleTime: Infinity, refetchInterval: false, refetchOnWindowFocus: false, retry: 1 } as const;

/** Whose offers: a visitor's, or this member's (the answer differs by member). */
function useViewerKey(): string {
  const loggedIn = useAuth((s) => s.loggedIn);
  const sub = useAuth((s) => s.user?.sub ?? '');
  return loggedIn ? `member:${sub}` : 'visitor';
}

/** The offers of a category for this viewer; `enabled` false skips asking (a member the page already withholds from). */
export function useOffers(category: OfferCategory | 'all', enabled = true) {
  const viewer = useViewerKey();
  return useQuery({
    enabled,
    queryKey: ['promos', 'offers', category, viewer] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<OffersAnswer>('/promos/v1/offers', {
          params: { category },
          headers: await memberHeaders(),
          signal,
        })
      ).data,
    ...ONCE,
  });
}

/** One offer; null when the service has no open offer by that slug for this viewer (it answers 404). */
export function useOffer(slug: string, enabled = true) {
  const viewer = useViewerKey();
  return useQuery({
    enabled,
    queryKey: ['promos', 'offer', slug, viewer] as const,
    queryFn: async ({ signal }): Promise<OfferAnswer | null> => {
      try {
        return (
          await apiClient.get<OfferAnswer>(`/promos/v1/offers/${encodeURIComponent(slug)}`, {
            headers: await memberHeaders(),
            signal,
          })
        ).data;
      } catch (error) {
        if ((error as { response?: { status?: number } }).response?.status === 404) return null;
        throw error;
      }
    },
    ...ONCE,
  });
}
