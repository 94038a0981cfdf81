import { useQuery } from '@tanstack/react-query';
import { apiClient, type RaceCardResponse } from '@sl/contracts';
import { clearProductToken } from '../premium/product-token';
import { useProductToken } from '../premium/useProductToken';

export function raceCardQueryKey(raceId: string) {
  return ['racing', 'race', raceId] as const;
}

/**
 * The race data call (document 1, section 7): headers accept and x-token (the product token); the answer is an
 * array whose first item is the race. This is the one place the call is made, so the product token is added here.
 * The product token comes from useProductToken (null: no access, the free view); a failed call clears it.
 */
export function useRaceCard(raceId: string) {
  const { token: productToken, pending } = useProductToken();
  return useQuery({
    queryKey: [...raceCardQueryKey(raceId), productToken ? 'plus' : 'free'],
    enabled: !pending,
    queryFn: async ({ signal }) => {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (productToken) headers['x-token'] = productToken;
      const response = await apiClient
        .get<RaceCardResponse[]>(`/horse-racing/v2/racing/race/${raceId}`, { signal, headers })
        .catch((error: unknown) => {
          if (productToken) clearProductToken();
          throw error;
        });
      const race = response.data[0];
      if (!race) throw new Error('The race data was empty');
      return race;
    },
    retry: (count, error) => count < 2 && !String(error).includes('404'),
  });
}
