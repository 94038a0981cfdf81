import { useQuery } from '@tanstack/react-query';
import { QUICK_LINKS_POLL_MS, apiClient, londonDate, type QuickLinksRacingResponse } from '@sl/contracts';
import { shiftDay } from '../app/days';
import { useRacingLive } from '../live/useRacingLive';

async function fetchDay(date: string, signal: AbortSignal): Promise<QuickLinksRacingResponse> {
  return (
    await apiClient.get<QuickLinksRacingResponse>(`/horse-racing/v2/racing/quick-links/${date}`, { signal })
  ).data;
}

/**
 * GET horse-racing/v2/racing/quick-links/{date}, refetched on racing's live changes, and polled every 30 s
 * (document 2, section 7) while the live stream is not open. Once today's last race
 * is off, the strip shows tomorrow's first races rather than going blank for the evening.
 */
export function useQuickLinks() {
  const date = londonDate();
  useRacingLive();
  return useQuery({
    queryKey: ['racing', 'quick-links', date],
    queryFn: async ({ signal }) => {
      const today = await fetchDay(date, signal);
      return today.races.length > 0 ? today : fetchDay(shiftDay(date, 1), signal);
    },
    refetchInterval: QUICK_LINKS_POLL_MS,
    retry: 1,
  });
}
