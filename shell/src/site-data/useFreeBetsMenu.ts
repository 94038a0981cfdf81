import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  apiClient,
  FALLBACK_FREE_BETS_MENU,
  FREE_BETS_UPDATED_KEY,
  type FreeBetsMenuEntry,
} from '@sl/contracts';
import { safeStorage } from './storage';

const SIGNATURE_KEY = 'freeBetsMenuSignature';

function isEntry(value: unknown): value is FreeBetsMenuEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.name === 'string' && typeof entry.url_segment === 'string';
}

async function fetchMenu(): Promise<FreeBetsMenuEntry[]> {
  try {
    const { data } = await apiClient.get<unknown>('/promos/v1/free-bets-menu');
    const entries = Array.isArray(data) ? data.filter(isEntry) : [];
    return entries.length > 0 ? entries : FALLBACK_FREE_BETS_MENU;
  } catch {
    return FALLBACK_FREE_BETS_MENU;
  }
}

/**
 * The free-bets menu entries, with a safe fallback list when the promos service fails. A changed menu records
 * the 'updated' time that drives the new-updates dot.
 */
export function useFreeBetsMenu(): FreeBetsMenuEntry[] {
  const { data } = useQuery({
    queryKey: ['shell', 'free-bets-menu'],
    queryFn: fetchMenu,
    staleTime: 5 * 60_000,
    refetchInterval: false,
    retry: false,
  });
  useEffect(() => {
    if (!data || data === FALLBACK_FREE_BETS_MENU) return;
    const signature = JSON.stringify(data.map((e) => [e.name, e.url_segment, e.external_link ?? '']));
    if (safeStorage.get(SIGNATURE_KEY) !== signature) {
      safeStorage.set(SIGNATURE_KEY, signature);
      safeStorage.set(FREE_BETS_UPDATED_KEY, String(Date.now()));
      window.dispatchEvent(new Event('sl:free-bets-updates'));
    }
  }, [data]);
  return data ?? FALLBACK_FREE_BETS_MENU;
}
