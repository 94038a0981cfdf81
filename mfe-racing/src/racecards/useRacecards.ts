import { useQuery } from '@tanstack/react-query';
import { apiClient, type RacecardsDay } from '@sl/contracts';
import { useRacingLivePoll } from '../live/useRacingLive';

export function racecardsQueryKey(date: string) {
  return ['racing', 'racecards', date] as const;
}

export function useRacecards(date: string) {
  const refetchInterval = useRacingLivePoll();
  return useQuery({
    queryKey: racecardsQueryKey(date),
    queryFn: async ({ signal }) =>
      (await apiClient.get<RacecardsDay>(`/horse-racing/v2/racing/racecards/${date}`, { signal })).data,
    refetchInterval,
  });
}
