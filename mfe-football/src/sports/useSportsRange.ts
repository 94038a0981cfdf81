import { useQueries } from '@tanstack/react-query';
import {
  apiClient,
  POLLING_DEFAULTS,
  type OtherSport,
  type SportEvent,
  type SportEventsResponse,
} from '@sl/contracts';
import { sportKeys } from './api';

/** The events of several sports from `from` to `to` (at most 31 days), as one list; nothing asked when disabled. */
export function useSportsRange(sports: readonly OtherSport[], from: string, to: string, enabled = true) {
  const answers = useQueries({
    queries: sports.map((sport) => ({
      queryKey: sportKeys.events(sport, from, to),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (
          await apiClient.get<SportEventsResponse>(
            `/football/v1/sports/${sport}/events?from=${from}&to=${to}`,
            {
              signal,
            },
          )
        ).data,
      refetchInterval: POLLING_DEFAULTS.refetchInterval,
      enabled,
    })),
  });
  return {
    pending: answers.some((a) => a.isPending),
    failed: answers.some((a) => a.isError),
    events: answers.flatMap((a): SportEvent[] => a.data?.events ?? []),
    /** Per sport, in the order asked. */
    bySport: answers.map((a) => a.data?.events ?? []),
    states: answers,
  };
}
