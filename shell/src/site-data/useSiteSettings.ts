import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SITE_SETTINGS, SITE_SETTINGS_QUERY_KEY, fetchSiteSettings } from '@sl/contracts';

/**
 * The promos site settings; when the promos service cannot answer, the safe default (no microsite). Asked under the
 * key promos asks it under, so a page makes one request for both.
 */
export function useSiteSettings(): { royalAscotMicrosite: boolean } {
  const { data } = useQuery({
    queryKey: SITE_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => fetchSiteSettings(signal),
    staleTime: 5 * 60_000,
    refetchInterval: false,
    retry: false,
  });
  return { royalAscotMicrosite: (data ?? DEFAULT_SITE_SETTINGS).royalAscotMicrosite === 'true' };
}
