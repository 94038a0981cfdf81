import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@sl/contracts';
import { clearProductToken } from '../premium/product-token';
import { useRacingLive } from '../live/useRacingLive';
import { useProductToken } from '../premium/useProductToken';
import { fetchRaceData } from './fetch-race-data';

function raceCardQueryKey(raceId: string) {
  return ['racing', 'race', raceId] as const;
}

/** Which race a race card query is for (its key is ['racing', 'race', raceId, 'plus' | 'free']). */
const raceOfKey = (key: readonly unknown[] | undefined) => key?.[2];

const deps = { client: apiClient, clearToken: () => clearProductToken() };

/**
 * The race card's data, fetched with the product token from useProductToken (null: no access, the free view).
 * The data is null when the call failed or found nothing (empty race data).
 */
export function useRaceCard(raceId: string, wanted = true) {
  const { token: productToken, pending } = useProductToken();
  useRacingLive();
  return useQuery({
    queryKey: [...raceCardQueryKey(raceId), productToken ? 'plus' : 'free'],
    enabled: wanted && !pending,
    queryFn: ({ signal }) => fetchRaceData(raceId, productToken, deps, signal),
    // A plus member's card replaces the free one the page first showed (the server's view, which knows no
    // session) once their product token is in: until it arrives the free card stays, with whatever the member
    // opened on it, instead of a skeleton. Another race's card is never shown in this one's place.
    placeholderData: (previous, previousQuery) =>
      raceOfKey(previousQuery?.queryKey) === raceId ? previous : undefined,
  });
}
