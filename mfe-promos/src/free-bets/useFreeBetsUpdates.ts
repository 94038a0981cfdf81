import { useEffect, useState } from 'react';
import {
  FREE_BETS_UPDATED_KEY,
  FREE_BETS_VISITED_KEY,
  hasNewFreeBets,
  type FreeBetsMenuEntry,
} from '@sl/contracts';

const CONTENT_KEY = 'freeBetsContent';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the dot simply never shows.
  }
}
const asTime = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * The new-updates dot (spec document 2 §2 and §3): the menu's content is fingerprinted; a change stamps the updated
 * time, a visit stamps the visited time, and the dot shows while updated is newer than visited.
 */
export function useFreeBetsUpdates(entries: FreeBetsMenuEntry[] | undefined): boolean {
  const [dot, setDot] = useState(false);
  useEffect(() => {
    if (!entries) return;
    const now = Date.now();
    const fingerprint = JSON.stringify(entries);
    if (read(CONTENT_KEY) !== fingerprint) {
      write(CONTENT_KEY, fingerprint);
      write(FREE_BETS_UPDATED_KEY, String(now));
    }
    setDot(hasNewFreeBets(asTime(read(FREE_BETS_VISITED_KEY)), asTime(read(FREE_BETS_UPDATED_KEY))));
    // Being here is the visit; the dot stays for this page view so the member sees what was new.
    write(FREE_BETS_VISITED_KEY, String(now + 1));
  }, [entries]);
  return dot;
}
