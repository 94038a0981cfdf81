import { useSyncExternalStore } from 'react';
import { useAuth } from '../auth/store';

/**
 * The browser flag that opts into the newer Sky Bet links (document 2, section 6: "a session/local storage flag").
 * Set to 'true' in session storage (this visit) or local storage (this browser), e.g. by a partner landing page
 * or for testing the V2 bet slip; any other value leaves the choice to the member's migrated flag.
 */
export const SKY_BET_V2_STORAGE_KEY = 'sl_skybet_v2';

type Readable = Pick<Storage, 'getItem'>;

/** Reads one storage; a browser that refuses storage (private modes, blocked cookies) simply has no flag. */
function flagIn(storage: () => Readable | null | undefined): boolean {
  try {
    return storage()?.getItem(SKY_BET_V2_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Whether Sky Bet prices link to the V2 bet slip (bets={market}|{selection}): for migrated members (document 2,
 * section 6), and for any browser carrying the storage flag in session or local storage. Everyone else gets the
 * classic affiliate link.
 */
export function usesSkyBetV2(
  isMigrated: boolean,
  session: () => Readable | null | undefined = () => globalThis.sessionStorage,
  local: () => Readable | null | undefined = () => globalThis.localStorage,
): boolean {
  return isMigrated || flagIn(session) || flagIn(local);
}

/** Another tab setting or clearing the flag; this tab's own writes come with the page that sets them. */
function subscribeToFlag(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The variant for the current viewer, following the shared auth store's migrated flag. The storage flag is read
 * after hydration (the server has no storage): the links are first rendered as the server sent them.
 */
export function useSkyBetV2(): boolean {
  const isMigrated = useAuth((s) => s.isMigrated);
  return useSyncExternalStore(
    subscribeToFlag,
    () => usesSkyBetV2(isMigrated),
    () => isMigrated,
  );
}
