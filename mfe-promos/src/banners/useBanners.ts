import { useQuery } from '@tanstack/react-query';
import { apiClient, type PromoBannerSummary } from '@sl/contracts';

export function useBanners() {
  return useQuery({
    queryKey: ['promos', 'banners'] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<PromoBannerSummary[]>('/promos/v1/banners', { signal })).data,
  });
}
