import { useQuery } from '@tanstack/react-query';
import { apiClient, type FestivalName, type FestivalRacing } from '@sl/contracts';

/** The racing behind a festival microsite, from the racing service (through the shell's /api gateway). */
export function useFestivalRacing(festival: FestivalName) {
  return useQuery({
    queryKey: ['promos', 'festival-racing', festival] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<FestivalRacing>(`/horse-racing/v2/racing/festivals/${festival}`, { signal })).data,
    staleTime: 60_000,
    refetchInterval: 60_000,
    retry: 1,
  });
}
