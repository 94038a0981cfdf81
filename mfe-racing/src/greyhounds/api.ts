import { useQuery } from '@tanstack/react-query';
import {
  apiClient,
  POLLING_DEFAULTS,
  type GreyhoundMeetingsResponse,
  type GreyhoundRaceResponse,
  type GreyhoundResultsResponse,
} from '@sl/contracts';

const BASE = '/horse-racing/v2/greyhounds';

async function get<T>(path: string, signal: AbortSignal): Promise<T> {
  return (await apiClient.get<T>(path, { signal })).data;
}

export const greyhoundKeys = {
  meetings: (date: string) => ['greyhounds', 'meetings', date] as const,
  race: (raceId: string) => ['greyhounds', 'race', raceId] as const,
  results: (date: string) => ['greyhounds', 'results', date] as const,
};

export function useGreyhoundMeetings(date: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: greyhoundKeys.meetings(date),
    queryFn: ({ signal }) => get<GreyhoundMeetingsResponse>(`${BASE}/meetings?date=${date}`, signal),
  });
}

export function useGreyhoundRace(raceId: string) {
  return useQuery({
    queryKey: greyhoundKeys.race(raceId),
    queryFn: ({ signal }) =>
      get<GreyhoundRaceResponse>(`${BASE}/races/${encodeURIComponent(raceId)}`, signal),
    retry: false,
  });
}

/** A day's finished races, newest first; polled, as fast results land every few minutes. */
export function useGreyhoundResults(date: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: greyhoundKeys.results(date),
    queryFn: ({ signal }) => get<GreyhoundResultsResponse>(`${BASE}/results?date=${date}`, signal),
    refetchInterval: POLLING_DEFAULTS.refetchInterval,
  });
}
