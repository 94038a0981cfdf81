import { useQuery } from '@tanstack/react-query';
import { PROMO_BANNERS_QUERY_KEY, SITE_SETTINGS_QUERY_KEY, apiClient, fetchPromoBanners, fetchSiteSettings, type FreeBetsMenuEntry, type SignpostingItem } from '@sl/contracts';
import { type CrossSellPartner } from '@sl/contracts/offers';

// Release managers' changes show on the next page load: fetch once per load, never poll or refetch on focus.
const ONCE = { staleTime: Infinity, refetchInterval: false, refetchOnWindowFocus: false, retry: 1 } as const;

export function useBanners() {
  return useQuery({
    queryKey: PROMO_BANNERS_QUERY_KEY,
    queryFn: ({ signal }) => fetchPromoBanners(signal),
    ...ONCE,
  });
}

export interface SignpostingAnswer {
  navSignPostingEnabled: string;
  items: SignpostingItem[];
}

export function useSignposting() {
  return useQuery({
    queryKey: ['promos', 'signposting'] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<SignpostingAnswer>('/promos/v1/signposting', { signal })).data,
    ...ONCE,
  });
}

export function useSiteSettings() {
  return useQuery({
    queryKey: SITE_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => fetchSiteSettings(signal),
    ...ONCE,
  });
}

export function useFreeBetsMenu() {
  return useQuery({
    queryKey: ['promos', 'free-bets-menu'] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<FreeBetsMenuEntry[]>('/promos/v1/free-bets-menu', { signal })).data,
    ...ONCE,
  });
}

export function useCrossSell() {
  return useQuery({
    queryKey: ['promos', 'cross-sell'] as const,
    queryFn: async ({ signal }) => (await apiClient.get<CrossSellPartner[]>('/promos/v1/cross-sell', { signal })).data,
    ...ONCE,
  });
}
