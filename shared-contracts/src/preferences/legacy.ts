import { DEFAULT_PREFERENCES, preferencesStore, sanitizePreferences, type Preferences } from './store';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One-off move of preferences a remote kept under its own key (before the shared store) into the shared store:
 * a valid old value is taken where the shared store still holds the default, so a choice made since is never
 * overwritten; invalid or unreadable old data is dropped; the old key is removed either way.
 */
export function adoptLegacyPreferences(
  legacyKey: string,
  keys: readonly (keyof Preferences)[],
  storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined = globalThis.localStorage,
  store = preferencesStore,
): void {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(legacyKey) ?? null;
    if (raw !== null) storage?.removeItem(legacyKey);
  } catch {
    return; // Storage switched off: there is nothing to move.
  }
  if (raw === null) return;
  let stored: unknown;
  try {
    stored = (JSON.parse(raw) as { state?: unknown }).state;
  } catch {
    return;
  }
  if (typeof stored !== 'object' || stored === null) return;
  const old = stored as Record<string, unknown>;
  const valid = sanitizePreferences(old);
  const current = store.getState();
  for (const key of keys) {
    const kept = key in old && same(valid[key], old[key]);
    if (kept && same(current[key], DEFAULT_PREFERENCES[key])) current.actions.setPreference(key, valid[key]);
  }
}
