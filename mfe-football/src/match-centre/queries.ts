import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@sl/contracts';
import { matchCentreApiPath, type MatchCentre } from '@sl/contracts/match-centre';
import { useFootballLive } from '../live/useFootballLive';

/** Refreshed with the match, so the statistics move with the header's clock (pushed, or polled as a fallback). */
export const useMatchCentre = (matchId: number) => {
  useFootballLive();
  return useQuery({
    queryKey: ['football', 'match-centre', matchId] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<MatchCentre>(matchCentreApiPath(matchId), { signal })).data,
    retry: false,
  });
};
