import { useQuery } from '@tanstack/react-query';
import { apiClient, slugify, isHttpError } from '@sl/contracts';
import { type ReplayResponse, type ReplaysDayResponse } from '@sl/contracts/race-history';

/** The day's replays; data null when the day is outside the replay days (the API's 404). */
export function useReplaysDay(date: string) {
  return useQuery({
    queryKey: ['racing', 'replays', date],
    queryFn: async ({ signal }) => {
      try {
        return (
          await apiClient.get<ReplaysDayResponse>(`/horse-racing/v2/racing/replays/${date}`, { signal })
        ).data;
      } catch (error) {
        if (isHttpError(error) && error.response?.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
}

/** One race's replay; data null when there is none (unknown race, not run yet, or no longer kept). */
export function useReplay(raceId: string) {
  return useQuery({
    queryKey: ['racing', 'replay', raceId],
    queryFn: async ({ signal }) => {
      try {
        return (await apiClient.get<ReplayResponse>(`/horse-racing/v2/racing/replay/${raceId}`, { signal }))
          .data;
      } catch (error) {
        if (isHttpError(error) && (error.response?.status === 404 || error.response?.status === 400))
          return null;
        throw error;
      }
    },
    retry: false,
  });
}

/** The page address of a race's replay. */
export const replayPath = (raceId: number, title: string) => `/racing/replays/${raceId}/${slugify(title)}`;
