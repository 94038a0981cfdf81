import { DEFAULT_PREFERENCES, preferencesStore, sanitizePreferences } from '@sl/contracts';

/** Where the football remote kept its own preferences before they moved into the shared store. */
export const LEGACY_FOOTBALL_PREFERENCES_KEY = 'sl-football-preferences';

const FOOTBALL_KEYS = ['footballFollowedCompetitions', 'footballShowScorers'] as const;

/**
 * One-off move of a visitor's football preferences from the old football-only key into the shared
 * preferences store, so nobody loses their followed competitions. A key the shared store already holds a
 * choice for wins; the old entry is removed either way. Unreadable old data is dropped.
 */
export function migrateLegacyFootballPreferences(
  storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined = globalThis.localStorage,
  store = preferencesStore,
): void {
  if (!storage) return;
  let raw: string | null;
  try {
    raw = storage.getItem(LEGACY_FOOTBALL_PREFERENCES_KEY);
  } catch {
    return;
  }
  if (raw === null) return;
  storage.removeItem(LEGACY_FOOTBALL_PREFERENCES_KEY);
  let stored: unknown;
  try {
    stored = (JSON.parse(raw) as { state?: unknown }).state;
  } catch {
    return;
  }
  const legacy = sanitizePreferences(stored);
  const current = store.getState();
  for (const key of FOOTBALL_KEYS) {
    const untouched = JSON.stringify(current[key]) === JSON.stringify(DEFAULT_PREFERENCES[key]);
    if (untouched) current.actions.setPreference(key, legacy[key]);
  }
}
