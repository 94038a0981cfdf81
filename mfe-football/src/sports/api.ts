import { useQuery } from '@tanstack/react-query';
import {
  apiClient,
  POLLING_DEFAULTS,
  type OtherSport,
  type SportEventResponse,
  type SportTipsResponse,
  type ArticleListResponse,
} from '@sl/contracts';

const get = async <T>(path: string, signal: AbortSignal) => (await apiClient.get<T>(path, { signal })).data;

export const sportKeys = {
  events: (sport: OtherSport, from: string, to: string) => ['sports', 'events', sport, from, to] as const,
  event: (sport: OtherSport, eventId: string) => ['sports', 'event', sport, eventId] as const,
  tips: (sport: OtherSport, from: string, to: string) => ['sports', 'tips', sport, from, to] as const,
  news: (sports: readonly OtherSport[], pageSize: number) =>
    ['sports', 'news', sports.join(','), pageSize] as const,
};

export const useSportEvent = (sport: OtherSport, eventId: string) =>
  useQuery({
    queryKey: sportKeys.event(sport, eventId),
    queryFn: ({ signal }) =>
      get<SportEventResponse>(`/football/v1/sports/${sport}/events/${encodeURIComponent(eventId)}`, signal),
    refetchInterval: POLLING_DEFAULTS.refetchInterval,
    retry: false,
  });

/** The sports desk's tips for a sport's events from `from` to `to`, with its 30-day record. */
export const useSportTips = (sport: OtherSport, from: string, to: string, enabled = true) =>
  useQuery({
    queryKey: sportKeys.tips(sport, from, to),
    queryFn: ({ signal }) =>
      get<SportTipsResponse>(`/football/v1/sports/${sport}/tips?from=${from}&to=${to}`, signal),
    refetchInterval: POLLING_DEFAULTS.refetchInterval,
    enabled,
  });

/** The latest published articles on the page's sports, from the content store (promos). */
export const useSportNews = (sports: readonly OtherSport[], pageSize: number) =>
  useQuery({
    queryKey: sportKeys.news(sports, pageSize),
    queryFn: ({ signal }) =>
      get<ArticleListResponse>(`/content/v1/articles?sport=${sports.join(',')}&pageSize=${pageSize}`, signal),
    staleTime: 60_000,
  });
