import { useQuery } from '@tanstack/react-query';
import { apiClient, type RacecardsDay } from '@sl/contracts';
import { useRacingLive } from '../live/useRacingLive';

export function racecardsQueryKey(date: string) {
  return ['racing', 'racecards', date] as const;
}

export function useRacecards(date: string) {
  useRacingLive();
  return useQuery({
    queryKey: racecardsQueryKey(date),
    queryFn: async ({ signal }) =>
      (await apiClient.get<RacecardsDay>(`/horse-racing/v2/racing/racecards/${date}`, { signal })).data,
  });
}
