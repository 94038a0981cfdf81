import { useQuery } from '@tanstack/react-query';
import {
  apiClient,
  POLLING_DEFAULTS,
  type OtherSport,
  type SportEventResponse,
  type SportEventsResponse,
} from '@sl/contracts';

const get = async <T>(path: string, signal: AbortSignal) => (await apiClient.get<T>(path, { signal })).data;

export const sportKeys = {
  events: (sport: OtherSport, from: string, to: string) => ['sports', 'events', sport, from, to] as const,
  event: (sport: OtherSport, eventId: string) => ['sports', 'event', sport, eventId] as const,
};

/** A sport's events from `from` to `to` (London days, at most 31); refreshed so live events finish on screen. */
export const useSportEvents = (sport: OtherSport, from: string, to: string) =>
  useQuery({
    queryKey: sportKeys.events(sport, from, to),
    queryFn: ({ signal }) =>
      get<SportEventsResponse>(`/football/v1/sports/${sport}/events?from=${from}&to=${to}`, signal),
    refetchInterval: POLLING_DEFAULTS.refetchInterval,
  });

export const useSportEvent = (sport: OtherSport, eventId: string) =>
  useQuery({
    queryKey: sportKeys.event(sport, eventId),
    queryFn: ({ signal }) =>
      get<SportEventResponse>(`/football/v1/sports/${sport}/events/${encodeURIComponent(eventId)}`, signal),
    refetchInterval: POLLING_DEFAULTS.refetchInterval,
    retry: false,
  });
