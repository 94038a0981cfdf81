import { preferencesStore, sanitizePreferences, type Preferences } from '@sl/contracts';

/** Where the racing remote kept its own preferences before they moved into the shared store (`sl-preferences`). */
export const LEGACY_RACING_PREFERENCES_KEY = 'sl-racing-preferences';

const RACING_KEYS = [
  'horseRacecardSortBy',
  'horseShowResults',
  'horseOddsId',
  'horseProfileFullForm',
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Carries a member's racing preferences (sort, results, odds format, full form) from the racing remote's old
 * store into the shared one, once, then removes the old key. A value that is missing or invalid keeps what the
 * shared store already holds.
 */
export function adoptLegacyRacingPreferences(storage: Storage = localStorage): void {
  const raw = storage.getItem(LEGACY_RACING_PREFERENCES_KEY);
  if (raw === null) return;
  storage.removeItem(LEGACY_RACING_PREFERENCES_KEY);
  let stored: unknown;
  try {
    stored = (JSON.parse(raw) as { state?: unknown }).state;
  } catch {
    return;
  }
  if (!isRecord(stored)) return;
  const { actions } = preferencesStore.getState();
  // sanitizePreferences keeps a valid value and puts the default in place of an invalid one: only kept ones move.
  const read: Preferences = sanitizePreferences(stored);
  for (const key of RACING_KEYS) {
    if (key in stored && read[key] === stored[key]) actions.setPreference(key, read[key]);
  }
}
