import { apiClient } from '../http/client';
import type { PromoBanner } from './banner';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from './site-settings';

/*
 * Promos answers that more than one section reads on the same page. Every section asks under the same query key with
 * the same fetcher, so the page's one query cache (react-query is a shared singleton, the shell's client serves every
 * remote) makes one request for all of them.
 */

export const SITE_SETTINGS_QUERY_KEY = ['promos', 'site-settings'] as const;

/** The promos site settings; the safe default (no microsite) when the promos service cannot answer. */
export async function fetchSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  try {
    const { data } = await apiClient.get<Partial<SiteSettings>>('/promos/v1/site-settings', { signal });
    return { royalAscotMicrosite: data?.royalAscotMicrosite === 'true' ? 'true' : 'false' };
  } catch {
    return DEFAULT_SITE_SETTINGS;
  }
}

export const PROMO_BANNERS_QUERY_KEY = ['promos', 'banners'] as const;

/** The enabled promos with their sign-post config entries, as the promos service answers them. */
export async function fetchPromoBanners(signal?: AbortSignal): Promise<PromoBanner[]> {
  return (await apiClient.get<PromoBanner[]>('/promos/v1/banners', { signal })).data;
}
