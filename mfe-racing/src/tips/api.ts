import { useQuery } from '@tanstack/react-query';
import {
  apiClient,
  TIPS_API,
  type NapsTableResponse,
  type TipPeriod,
  type TippingRecordsResponse,
  type TipsResponse,
} from '@sl/contracts';

/** The API client's base path is /api already. */
const path = (full: string) => full.replace(/^\/api/, '');

async function get<T>(url: string, params: Record<string, string | undefined>, signal: AbortSignal) {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined));
  return (await apiClient.get<T>(path(url), { params: query, signal })).data;
}

/** A day's racing tips (the service's today when no date is given). */
export function useRacingTips(date?: string) {
  return useQuery({
    queryKey: ['tips', 'racing', 'tips', date ?? 'today'],
    queryFn: ({ signal }) => get<TipsResponse>(TIPS_API.racing.tips, { date }, signal),
  });
}

export function useNapsTable(period: TipPeriod) {
  return useQuery({
    queryKey: ['tips', 'racing', 'naps', period],
    queryFn: ({ signal }) => get<NapsTableResponse>(TIPS_API.racing.napsTable, { period }, signal),
  });
}

export function useRacingRecords(period: TipPeriod, tipster?: string) {
  return useQuery({
    queryKey: ['tips', 'racing', 'records', period, tipster ?? ''],
    queryFn: ({ signal }) =>
      get<TippingRecordsResponse>(TIPS_API.racing.tippingRecords, { period, tipster }, signal),
  });
}

/**
 * Football tips come from the football service over its own API (never its code). Until that service answers
 * the hub shows football as not available, so no retries: a missing API should not hold the page.
 */
export function useFootballTips(date?: string) {
  return useQuery({
    queryKey: ['tips', 'football', 'tips', date ?? 'today'],
    queryFn: ({ signal }) => get<TipsResponse>(TIPS_API.football.tips, { date }, signal),
    retry: false,
  });
}

export function useFootballRecords(period: TipPeriod, tipster?: string) {
  return useQuery({
    queryKey: ['tips', 'football', 'records', period, tipster ?? ''],
    queryFn: ({ signal }) =>
      get<TippingRecordsResponse>(TIPS_API.football.tippingRecords, { period, tipster }, signal),
    retry: false,
  });
}
