import { useQuery } from '@tanstack/react-query';
import { apiClient, LIVE_POLL_MS, type LiveResponse } from '@sl/contracts';
import { useProductToken } from '../premium/useProductToken';
import { useRacingLive } from './useRacingLive';

/**
 * Today's races as they stand, refetched when racing's live stream reports a change (every LIVE_POLL_MS while the
 * stream is not open) so results land without a reload; sent with the
 * member's product token (x-token) so a Plus member gets the in-running notes.
 */
export function useLive() {
  const { token, pending } = useProductToken();
  useRacingLive();
  return useQuery({
    queryKey: ['racing', 'live', token ? 'plus' : 'free'],
    enabled: !pending,
    queryFn: async ({ signal }) => {
      const headers: Record<string, string> = token ? { 'x-token': token } : {};
      return (await apiClient.get<LiveResponse>('/horse-racing/v2/racing/live', { signal, headers })).data;
    },
    refetchInterval: LIVE_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
