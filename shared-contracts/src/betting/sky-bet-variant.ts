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

/** The variant for the current viewer, following the shared auth store's migrated flag. */
export function useSkyBetV2(): boolean {
  const isMigrated = useAuth((s) => s.isMigrated);
  return usesSkyBetV2(isMigrated);
}
