import { useQueryClient } from '@tanstack/react-query';
import { LIVE_STREAMS, QUICK_LINKS_POLL_MS, useLiveStream } from '@sl/contracts';

/** Football queries whose answers move with the match clock: the ones a live change refetches. */
const LIVE_KINDS = new Set([
  'quick-links',
  'matches',
  'month',
  'match',
  'match-centre',
  'team',
  'next-match',
]);

const isLiveFootballQuery = (queryKey: readonly unknown[]): boolean =>
  queryKey[0] === 'football' && LIVE_KINDS.has(String(queryKey[1]));

/**
 * Hears football's live stream: on a change (or when the stream opens, having maybe missed one) the live queries on
 * the page refetch, each a 304 when its answer is as it was. Answers the refetch interval those queries use: none
 * while the stream is open, the quick-links cadence while it is not (polling is the fallback).
 */
export function useFootballLivePoll(): number | false {
  const queryClient = useQueryClient();
  const open = useLiveStream(LIVE_STREAMS.football, () => {
    // A fetch already under way is left to finish (it is at least as new as the change), not cancelled and redone.
    void queryClient.invalidateQueries(
      { predicate: (query) => isLiveFootballQuery(query.queryKey) },
      { cancelRefetch: false },
    );
  });
  return open ? false : QUICK_LINKS_POLL_MS;
}
