import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  DEFAULT_RUNNER_SORT,
  ODDS_FORMAT,
  isRunnerSort,
  type OddsFormatId,
  type RunnerSort,
} from '@sl/contracts';

/** The spec's local racing preferences (document 2, section 3, "Local preferences"). */
export interface RacingPreferences {
  horseRacecardSortBy: RunnerSort;
  horseShowResults: boolean;
  horseOddsId: OddsFormatId;
  horseProfileFullForm: boolean;
}

interface PreferenceActions {
  setSortBy: (sort: RunnerSort) => void;
  setShowResults: (show: boolean) => void;
  setOddsId: (id: OddsFormatId) => void;
  setProfileFullForm: (full: boolean) => void;
}

export const DEFAULT_RACING_PREFERENCES: RacingPreferences = {
  horseRacecardSortBy: DEFAULT_RUNNER_SORT,
  horseShowResults: false,
  horseOddsId: ODDS_FORMAT.fractional,
  horseProfileFullForm: true,
};

export const RACING_PREFERENCES_KEY = 'sl-racing-preferences';

export const useRacingPreferences = create<RacingPreferences & PreferenceActions>()(
  persist(
    (set) => ({
      ...DEFAULT_RACING_PREFERENCES,
      setSortBy: (horseRacecardSortBy) => set({ horseRacecardSortBy }),
      setShowResults: (horseShowResults) => set({ horseShowResults }),
      setOddsId: (horseOddsId) => set({ horseOddsId }),
      setProfileFullForm: (horseProfileFullForm) => set({ horseProfileFullForm }),
    }),
    {
      name: RACING_PREFERENCES_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        horseRacecardSortBy: s.horseRacecardSortBy,
        horseShowResults: s.horseShowResults,
        horseOddsId: s.horseOddsId,
        horseProfileFullForm: s.horseProfileFullForm,
      }),
      // A stored value from an older build or a hand edit must not break the card: fall back to the defaults.
      merge: (stored, current) => {
        const s = (stored ?? {}) as Partial<RacingPreferences>;
        return {
          ...current,
          horseRacecardSortBy: isRunnerSort(s.horseRacecardSortBy)
            ? s.horseRacecardSortBy
            : current.horseRacecardSortBy,
          horseShowResults:
            typeof s.horseShowResults === 'boolean' ? s.horseShowResults : current.horseShowResults,
          horseOddsId:
            s.horseOddsId === ODDS_FORMAT.decimal || s.horseOddsId === ODDS_FORMAT.fractional
              ? s.horseOddsId
              : current.horseOddsId,
          horseProfileFullForm:
            typeof s.horseProfileFullForm === 'boolean'
              ? s.horseProfileFullForm
              : current.horseProfileFullForm,
        };
      },
    },
  ),
);
