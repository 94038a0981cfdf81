import { useQueryClient } from '@tanstack/react-query';
import { useLiveSignals } from './useLiveStream';

/**
 * Hears a section's live stream while mounted: on a change (or when the stream opens, having maybe missed one)
 * the section's live queries on the page (`[section, kind, …]` with `kind` in `kinds`) refetch, each a 304 when its
 * answer is as it was. The queries keep the spec's polling cadences beside it (docs/adr/0020): the stream brings a
 * change within a second, the poll bounds how stale a page gets if a stream stalls where nobody sees it.
 */
export function useLiveQueries(stream: string, section: string, kinds: ReadonlySet<string>): void {
  const queryClient = useQueryClient();
  useLiveSignals(stream, () => {
    // A fetch already under way is left to finish (it is at least as new as the change), not cancelled and redone.
    void queryClient.invalidateQueries(
      { predicate: ({ queryKey }) => queryKey[0] === section && kinds.has(String(queryKey[1])) },
      { cancelRefetch: false },
    );
  });
}
