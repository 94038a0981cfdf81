import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_SITE_SETTINGS,
  apiClient,
  type CrossSellPartner,
  type FreeBetsMenuEntry,
  type PromoBanner,
  type SignpostingItem,
  type SiteSettings,
} from '@sl/contracts';

// Release managers' changes show on the next page load: fetch once per load, never poll or refetch on focus.
const ONCE = { staleTime: Infinity, refetchInterval: false, refetchOnWindowFocus: false, retry: 1 } as const;

export function useBanners() {
  return useQuery({
    queryKey: ['promos', 'banners'] as const,
    queryFn: async ({ signal }) => (await apiClient.get<PromoBanner[]>('/promos/v1/banners', { signal })).data,
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
    queryKey: ['promos', 'site-settings'] as const,
    queryFn: async ({ signal }): Promise<SiteSettings> => {
      try {
        return (await apiClient.get<SiteSettings>('/promos/v1/site-settings', { signal })).data;
      } catch {
        return DEFAULT_SITE_SETTINGS; // Safe answer: no microsite.
      }
    },
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
