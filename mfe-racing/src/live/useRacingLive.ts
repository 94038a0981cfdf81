import { useQueryClient } from '@tanstack/react-query';
import { LIVE_STREAMS, POLLING_DEFAULTS, useLiveStream } from '@sl/contracts';

/** Racing queries whose answers move on race day: the ones a live change refetches. */
const LIVE_KINDS = new Set([
  'live',
  'quick-links',
  'racecards',
  'race',
  'results',
  'fast-results',
  'non-runners',
]);

const isLiveRacingQuery = (queryKey: readonly unknown[]): boolean =>
  queryKey[0] === 'racing' && LIVE_KINDS.has(String(queryKey[1]));

/**
 * Hears racing's live stream: when a race goes off, a result is declared or a horse is taken out (or when the
 * stream opens, having maybe missed one), the live queries on the page refetch, each a 304 when nothing changed
 * for it. Answers the refetch interval those queries use: none while the stream is open, `fallback` while it is not
 * (the spec's generic polling default unless the query has a cadence of its own).
 */
export function useRacingLivePoll(fallback: number = POLLING_DEFAULTS.refetchInterval): number | false {
  const queryClient = useQueryClient();
  const open = useLiveStream(LIVE_STREAMS.racing, () => {
    // A fetch already under way is left to finish (it is at least as new as the change), not cancelled and redone.
    void queryClient.invalidateQueries(
      { predicate: (query) => isLiveRacingQuery(query.queryKey) },
      { cancelRefetch: false },
    );
  });
  return open ? false : fallback;
}
