import { useQuery } from '@tanstack/react-query';
import { apiClient, DEFAULT_SITE_SETTINGS, type SiteSettings } from '@sl/contracts';

async function fetchSiteSettings(): Promise<SiteSettings> {
  try {
    const { data } = await apiClient.get<Partial<SiteSettings>>('/promos/v1/site-settings');
    return { royalAscotMicrosite: data?.royalAscotMicrosite === 'true' ? 'true' : 'false' };
  } catch {
    return DEFAULT_SITE_SETTINGS;
  }
}

/** The promos site settings; when the promos service cannot answer, the safe default (no microsite). */
export function useSiteSettings(): { royalAscotMicrosite: boolean } {
  const { data } = useQuery({
    queryKey: ['shell', 'site-settings'],
    queryFn: fetchSiteSettings,
    staleTime: 5 * 60_000,
    refetchInterval: false,
    retry: false,
  });
  return { royalAscotMicrosite: (data ?? DEFAULT_SITE_SETTINGS).royalAscotMicrosite === 'true' };
}
