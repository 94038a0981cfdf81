import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { FREE_BETS_UPDATED_KEY, FREE_BETS_VISITED_KEY, hasNewFreeBets } from '@sl/contracts';
import { safeStorage, storedNumber } from '../site-data/storage';

const EVENT = 'sl:free-bets-updates';

/** The Free Bets new-updates dot: visiting any free-bets page records the visit and clears it. */
export function useFreeBetsDot(): boolean {
  const { pathname } = useLocation();
  const [, rerender] = useState(0);
  useEffect(() => {
    const onChange = () => rerender((n) => n + 1);
    window.addEventListener(EVENT, onChange);
    return () => window.removeEventListener(EVENT, onChange);
  }, []);
  useEffect(() => {
    if (pathname === '/free-bets' || pathname.startsWith('/free-bets/') || pathname.includes('/free-bets')) {
      safeStorage.set(FREE_BETS_VISITED_KEY, String(Date.now()));
      window.dispatchEvent(new Event(EVENT));
    }
  }, [pathname]);
  return hasNewFreeBets(storedNumber(FREE_BETS_VISITED_KEY), storedNumber(FREE_BETS_UPDATED_KEY));
}
