import { useQueries, useQuery } from '@tanstack/react-query';
import { apiClient, type TipPeriod, type TippingRecordsResponse, type TipsResponse } from '@sl/contracts';

const get = async <T>(path: string, signal: AbortSignal) => (await apiClient.get<T>(path, { signal })).data;

/** Football tips of several days, one query each (the service answers a day at a time). */
export const useTipsOn = (dates: readonly string[]) =>
  useQueries({
    queries: dates.map((date) => ({
      queryKey: ['football', 'tips', date] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        get<TipsResponse>(`/football/v1/tips?date=${date}`, signal),
      refetchInterval: 120_000,
      retry: false,
    })),
  });

export const useTippingRecords = (period: TipPeriod) =>
  useQuery({
    queryKey: ['football', 'tipping-records', period] as const,
    queryFn: ({ signal }) =>
      get<TippingRecordsResponse>(`/football/v1/tipping-records?period=${period}`, signal),
    refetchInterval: 300_000,
  });
