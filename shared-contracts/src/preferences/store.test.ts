import type { StateStorage } from 'zustand/middleware';
import {
  DEFAULT_PREFERENCES,
  PREFERENCES_STORAGE_KEY,
  PREFERENCES_VERSION,
  createPreferencesStore,
  sanitizePreferences,
} from './store';

/** A local-storage stand-in the test can read back. */
function memoryStorage(initial: Record<string, string> = {}): StateStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('preferences store', () => {
  it('starts from every default of the spec', () => {
    const state = createPreferencesStore(memoryStorage()).getState();
    expect(state).toMatchObject({
      horseRacecardSortBy: 'cloth',
      horseShowResults: false,
      footballShowScorers: false,
      footballFollowedCompetitions: [
        {
          text: 'All Competitions/Leagues',
          enabled: true,
          priority: 0,
          toBeEnabled: false,
          toBeDisabled: false,
        },
      ],
      horseOddsBookmakerId: 0,
      horseOddsId: 2,
      horseProfileFullForm: true,
      hidePreference: [],
      freeBetsVisited: null,
      freeBetsUpdated: null,
      splashSeen: false,
      cookieAccepted: false,
    });
  });

  it('persists changes under its key with its version, and a new store reads them back', () => {
    const storage = memoryStorage();
    const first = createPreferencesStore(storage);
    first.getState().actions.setPreference('horseRacecardSortBy', 'odds');
    first.getState().actions.setPreference('horseOddsId', 1);
    first.getState().actions.setPreference('freeBetsVisited', 1_700_000_000_000);
    first.getState().actions.hide('nav-betting');
    first.getState().actions.hide('nav-betting');
    const saved = JSON.parse(storage.data.get(PREFERENCES_STORAGE_KEY) ?? '{}') as {
      version: number;
      state: Record<string, unknown>;
    };
    expect(saved.version).toBe(PREFERENCES_VERSION);
    expect(saved.state).not.toHaveProperty('actions');
    expect(saved.state.horseRacecardSortBy).toBe('odds');

    const second = createPreferencesStore(storage).getState();
    expect(second.horseRacecardSortBy).toBe('odds');
    expect(second.horseOddsId).toBe(1);
    expect(second.freeBetsVisited).toBe(1_700_000_000_000);
    expect(second.hidePreference).toEqual(['nav-betting']);
    second.actions.unhide('nav-betting');
    expect(createPreferencesStore(storage).getState().hidePreference).toEqual([]);
  });

  it('reads an older version through the migration, keeping valid keys and defaulting the rest', () => {
    const storage = memoryStorage({
      [PREFERENCES_STORAGE_KEY]: JSON.stringify({
        version: 0,
        state: {
          horseShowResults: true,
          horseOddsId: 7,
          horseRacecardSortBy: 'colour',
          cookieAccepted: true,
        },
      }),
    });
    const state = createPreferencesStore(storage).getState();
    expect(state.horseShowResults).toBe(true);
    expect(state.cookieAccepted).toBe(true);
    expect(state.horseOddsId).toBe(DEFAULT_PREFERENCES.horseOddsId);
    expect(state.horseRacecardSortBy).toBe('cloth');
  });

  it('survives corrupt stored values of the current version', () => {
    const storage = memoryStorage({
      [PREFERENCES_STORAGE_KEY]: JSON.stringify({
        version: PREFERENCES_VERSION,
        state: { footballFollowedCompetitions: [{ text: 1 }], hidePreference: 'x', freeBetsUpdated: 'soon' },
      }),
    });
    const state = createPreferencesStore(storage).getState();
    expect(state.footballFollowedCompetitions).toEqual(DEFAULT_PREFERENCES.footballFollowedCompetitions);
    expect(state.hidePreference).toEqual([]);
    expect(state.freeBetsUpdated).toBeNull();
  });

  it('reset goes back to the defaults', () => {
    const store = createPreferencesStore(memoryStorage());
    store.getState().actions.setPreference('splashSeen', true);
    store.getState().actions.reset();
    expect(store.getState().splashSeen).toBe(false);
    expect(sanitizePreferences(undefined)).toEqual({ ...DEFAULT_PREFERENCES });
  });
});
