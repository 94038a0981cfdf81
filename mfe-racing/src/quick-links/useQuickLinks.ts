import { useQuery } from '@tanstack/react-query';
import { QUICK_LINKS_POLL_MS, apiClient, londonDate, type QuickLinksRacingResponse } from '@sl/contracts';

/** GET horse-racing/v2/racing/quick-links/{date}, polled every 30 s (document 2, section 7). */
export function useQuickLinks() {
  const date = londonDate();
  return useQuery({
    queryKey: ['racing', 'quick-links', date],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<QuickLinksRacingResponse>(`/horse-racing/v2/racing/quick-links/${date}`, {
          signal,
        })
      ).data,
    refetchInterval: QUICK_LINKS_POLL_MS,
    retry: 1,
  });
}
