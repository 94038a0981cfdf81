import { adoptLegacyPreferences } from './legacy';
import { ALL_COMPETITIONS, type FollowedCompetition } from '../football/followed';
import { DEFAULT_PREFERENCES, createPreferencesStore } from './store';

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

function setup(state: unknown, raw?: string) {
  const old = new MemoryStorage();
  old.setItem('old-key', raw ?? JSON.stringify({ state, version: 0 }));
  const store = createPreferencesStore(new MemoryStorage());
  return { old, store };
}

describe('adoptLegacyPreferences', () => {
  it('moves valid old values of the given keys into the shared store once and removes the old key', () => {
    const { old, store } = setup({
      horseRacecardSortBy: 'draw',
      horseOddsId: 1,
      footballFollowedCompetitions: followed,
      footballShowScorers: true,
    });
    adoptLegacyPreferences(
      'old-key',
      ['horseRacecardSortBy', 'horseOddsId', 'footballFollowedCompetitions'],
      old,
      store,
    );
    expect(store.getState()).toMatchObject({
      horseRacecardSortBy: 'draw',
      horseOddsId: 1,
      footballFollowedCompetitions: followed,
      // Not among the keys asked for.
      footballShowScorers: DEFAULT_PREFERENCES.footballShowScorers,
    });
    expect(old.getItem('old-key')).toBeNull();
  });

  it('never overwrites a choice already made in the shared store', () => {
    const { old, store } = setup({ horseRacecardSortBy: 'draw', footballShowScorers: false });
    store.getState().actions.setPreference('horseRacecardSortBy', 'name');
    store.getState().actions.setPreference('footballShowScorers', true);
    adoptLegacyPreferences('old-key', ['horseRacecardSortBy', 'footballShowScorers'], old, store);
    expect(store.getState()).toMatchObject({ horseRacecardSortBy: 'name', footballShowScorers: true });
  });

  it('drops invalid old values and unreadable old data, keeping the defaults', () => {
    const bad = setup({ horseRacecardSortBy: 'colour', horseOddsId: 9 });
    adoptLegacyPreferences('old-key', ['horseRacecardSortBy', 'horseOddsId'], bad.old, bad.store);
    expect(bad.store.getState()).toMatchObject({
      horseRacecardSortBy: DEFAULT_PREFERENCES.horseRacecardSortBy,
      horseOddsId: DEFAULT_PREFERENCES.horseOddsId,
    });
    const corrupt = setup(null, '{not json');
    expect(() =>
      adoptLegacyPreferences('old-key', ['horseOddsId'], corrupt.old, corrupt.store),
    ).not.toThrow();
    expect(corrupt.old.getItem('old-key')).toBeNull();
  });

  it('does nothing without old data or without storage', () => {
    const store = createPreferencesStore(new MemoryStorage());
    adoptLegacyPreferences('old-key', ['footballShowScorers'], new MemoryStorage(), store);
    adoptLegacyPreferences('old-key', ['footballShowScorers'], undefined, store);
    expect(store.getState().footballShowScorers).toBe(DEFAULT_PREFERENCES.footballShowScorers);
  });
});
