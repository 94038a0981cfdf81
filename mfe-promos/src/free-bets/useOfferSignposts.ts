import { useEffect, useMemo, useState } from 'react';
import { FREE_BETS_UPDATED_KEY } from '@sl/contracts';
import { offersNewSince, type OffersAnswer } from '@sl/contracts/offers';

/** When this browser last listed the offers (ms); the shell's own visited stamp is set on arrival, before this. */
export const OFFERS_VISITED_KEY = 'freeBetsOffersVisited';

function read(key: string): number | null {
  try {
    const value = window.localStorage.getItem(key);
    return value && /^\d+$/.test(value) ? Number(value) : null;
  } catch {
    return null;
  }
}
function write(key: string, value: number) {
  try {
    window.localStorage.setItem(key, String(value));
  } catch {
    // Storage blocked (or not consented): nothing is marked new, nothing breaks.
  }
}

/**
 * The sign-posting of spec document 2 §2 and §3 on the offers themselves: offers changed since this browser last
 * listed them are marked new, and the newest change is stamped as the free-bets "updated" time the shell's
 * new-updates dot compares with the "visited" time.
 */
export function useOfferSignposts(answer: OffersAnswer | undefined): { newSlugs: Set<string> } {
  const [lastVisit] = useState(() => read(OFFERS_VISITED_KEY));
  useEffect(() => {
    if (!answer) return;
    const updated = answer.updatedAt;
    if (updated !== null && updated > (read(FREE_BETS_UPDATED_KEY) ?? 0)) {
      write(FREE_BETS_UPDATED_KEY, updated);
      window.dispatchEvent(new Event('sl:free-bets-updates'));
    }
    write(OFFERS_VISITED_KEY, Date.now());
  }, [answer]);
  const newSlugs = useMemo(() => offersNewSince(answer?.offers ?? [], lastVisit), [answer, lastVisit]);
  return { newSlugs };
}
