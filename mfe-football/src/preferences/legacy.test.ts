import {
  ALL_COMPETITIONS,
  DEFAULT_PREFERENCES,
  createPreferencesStore,
  type FollowedCompetition,
} from '@sl/contracts';
import { LEGACY_FOOTBALL_PREFERENCES_KEY, migrateLegacyFootballPreferences } from './legacy';

class MemoryStorage {
  readonly data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}

const followed: FollowedCompetition[] = [
  { text: ALL_COMPETITIONS, priority: 0, enabled: false, toBeEnabled: false, toBeDisabled: false },
  { text: 'Premier League', priority: 2, enabled: true, toBeEnabled: false, toBeDisabled: false },
];

const legacy = (state: unknown) => JSON.stringify({ state, version: 0 });

describe('moving the old football preferences into the shared store', () => {
  it('carries the followed competitions and scorers choice over and removes the old key', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      LEGACY_FOOTBALL_PREFERENCES_KEY,
      legacy({ footballFollowedCompetitions: followed, footballShowScorers: true }),
    );
    const store = createPreferencesStore(new MemoryStorage());
    migrateLegacyFootballPreferences(storage, store);
    expect(store.getState().footballFollowedCompetitions).toEqual(followed);
    expect(store.getState().footballShowScorers).toBe(true);
    expect(storage.getItem(LEGACY_FOOTBALL_PREFERENCES_KEY)).toBeNull();
  });

  it('never overwrites a choice already in the shared store', () => {
    const storage = new MemoryStorage();
    storage.setItem(LEGACY_FOOTBALL_PREFERENCES_KEY, legacy({ footballShowScorers: false }));
    const store = createPreferencesStore(new MemoryStorage());
    store.getState().actions.setPreference('footballShowScorers', true);
    store.getState().actions.setPreference('footballFollowedCompetitions', followed);
    migrateLegacyFootballPreferences(storage, store);
    expect(store.getState().footballShowScorers).toBe(true);
    expect(store.getState().footballFollowedCompetitions).toEqual(followed);
  });

  it('drops unreadable old data and leaves the defaults', () => {
    const storage = new MemoryStorage();
    storage.setItem(LEGACY_FOOTBALL_PREFERENCES_KEY, '{not json');
    const store = createPreferencesStore(new MemoryStorage());
    migrateLegacyFootballPreferences(storage, store);
    expect(storage.getItem(LEGACY_FOOTBALL_PREFERENCES_KEY)).toBeNull();
    expect(store.getState().footballFollowedCompetitions).toEqual(
      DEFAULT_PREFERENCES.footballFollowedCompetitions,
    );
  });

  it('does nothing without old data', () => {
    const store = createPreferencesStore(new MemoryStorage());
    migrateLegacyFootballPreferences(new MemoryStorage(), store);
    expect(store.getState().footballShowScorers).toBe(DEFAULT_PREFERENCES.footballShowScorers);
  });
});
