import { PREFERENCES_STORAGE_KEY, preferencesStore } from '@sl/contracts';
import { LEGACY_RACING_PREFERENCES_KEY, adoptLegacyRacingPreferences } from './legacy';

const legacy = (state: unknown) =>
  localStorage.setItem(LEGACY_RACING_PREFERENCES_KEY, JSON.stringify({ state, version: 0 }));

const shared = () => JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}').state;

beforeEach(() => {
  localStorage.clear();
  preferencesStore.getState().actions.reset();
});

describe('adoptLegacyRacingPreferences', () => {
  it("moves the racing remote's old preferences into the shared store once and removes the old key", () => {
    legacy({
      horseRacecardSortBy: 'draw',
      horseShowResults: true,
      horseOddsId: 1,
      horseProfileFullForm: false,
    });
    adoptLegacyRacingPreferences();
    expect(preferencesStore.getState()).toMatchObject({
      horseRacecardSortBy: 'draw',
      horseShowResults: true,
      horseOddsId: 1,
      horseProfileFullForm: false,
    });
    expect(shared()).toMatchObject({ horseRacecardSortBy: 'draw', horseOddsId: 1 });
    expect(localStorage.getItem(LEGACY_RACING_PREFERENCES_KEY)).toBeNull();

    // Once moved, a later change in the shared store is never overwritten again.
    preferencesStore.getState().actions.setPreference('horseRacecardSortBy', 'name');
    adoptLegacyRacingPreferences();
    expect(preferencesStore.getState().horseRacecardSortBy).toBe('name');
  });

  it('keeps the shared values for invalid or missing old values, and survives a corrupt old entry', () => {
    preferencesStore.getState().actions.setPreference('horseOddsId', 1);
    legacy({ horseRacecardSortBy: 'colour', horseOddsId: 9 });
    adoptLegacyRacingPreferences();
    expect(preferencesStore.getState()).toMatchObject({ horseRacecardSortBy: 'cloth', horseOddsId: 1 });

    localStorage.setItem(LEGACY_RACING_PREFERENCES_KEY, '{not json');
    expect(() => adoptLegacyRacingPreferences()).not.toThrow();
    expect(localStorage.getItem(LEGACY_RACING_PREFERENCES_KEY)).toBeNull();
  });
});
