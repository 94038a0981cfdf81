import { useQuery } from '@tanstack/react-query';
import { QUICK_LINKS_POLL_MS, apiClient, matchCentreApiPath, type MatchCentre } from '@sl/contracts';

/** Polled on the match's own cadence, so the statistics move with the header's clock. */
export const useMatchCentre = (matchId: number) =>
  useQuery({
    queryKey: ['football', 'match-centre', matchId] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<MatchCentre>(matchCentreApiPath(matchId), { signal })).data,
    refetchInterval: QUICK_LINKS_POLL_MS,
    retry: false,
  });
