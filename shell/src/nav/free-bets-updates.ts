import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from '@sl/contracts/routing';
import { FREE_BETS_UPDATED_KEY, FREE_BETS_VISITED_KEY, hasNewFreeBets } from '@sl/contracts';
import { safeStorage, storedNumber } from '../site-data/storage';

const EVENT = 'sl:free-bets-updates';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  return () => window.removeEventListener(EVENT, onChange);
}

const newFreeBets = () =>
  hasNewFreeBets(storedNumber(FREE_BETS_VISITED_KEY), storedNumber(FREE_BETS_UPDATED_KEY));

/** Visiting any free-bets page records the visit, which clears the Free Bets new-updates dot. */
export function useRecordFreeBetsVisit(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === '/free-bets' || pathname.startsWith('/free-bets/') || pathname.includes('/free-bets')) {
      safeStorage.set(FREE_BETS_VISITED_KEY, String(Date.now()));
      window.dispatchEvent(new Event(EVENT));
    }
  }, [pathname]);
}

/**
 * Whether the Free Bets new-updates dot shows. It lives in this browser's storage, so the server renders the page
 * without it and hydration adds it. Read only by the dot itself: a page-wide component reading it would render the
 * whole page again right after hydration, and the remotes' slots with it, discarding their server HTML.
 */
export function useFreeBetsDot(): boolean {
  return useSyncExternalStore(subscribe, newFreeBets, () => false);
}
