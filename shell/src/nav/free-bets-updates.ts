import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { FREE_BETS_UPDATED_KEY, FREE_BETS_VISITED_KEY, hasNewFreeBets } from '@sl/contracts';
import { safeStorage, storedNumber } from '../site-data/storage';

const EVENT = 'sl:free-bets-updates';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  return () => window.removeEventListener(EVENT, onChange);
}

const newFreeBets = () =>
  hasNewFreeBets(storedNumber(FREE_BETS_VISITED_KEY), storedNumber(FREE_BETS_UPDATED_KEY));

/**
 * The Free Bets new-updates dot: visiting any free-bets page records the visit and clears it. It lives in this
 * browser's storage, so the server renders the page without it and hydration adds it where it belongs.
 */
export function useFreeBetsDot(): boolean {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === '/free-bets' || pathname.startsWith('/free-bets/') || pathname.includes('/free-bets')) {
      safeStorage.set(FREE_BETS_VISITED_KEY, String(Date.now()));
      window.dispatchEvent(new Event(EVENT));
    }
  }, [pathname]);
  return useSyncExternalStore(subscribe, newFreeBets, () => false);
}
