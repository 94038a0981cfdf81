import { useQuery } from '@tanstack/react-query';
import { apiClient, matchCentreApiPath, type MatchCentre } from '@sl/contracts';
import { useFootballLivePoll } from '../live/useFootballLive';

/** Refreshed with the match, so the statistics move with the header's clock (pushed, or polled as a fallback). */
export const useMatchCentre = (matchId: number) => {
  const refetchInterval = useFootballLivePoll();
  return useQuery({
    queryKey: ['football', 'match-centre', matchId] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<MatchCentre>(matchCentreApiPath(matchId), { signal })).data,
    refetchInterval,
    retry: false,
  });
};
