import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { BOOKMAKER_IDS } from '../betting/bookmakers';
import { ODDS_FORMAT, type OddsFormatId } from '../betting/odds';
import { DEFAULT_FOLLOWED, type FollowedCompetition } from '../football/followed';
import { DEFAULT_RUNNER_SORT, isRunnerSort, type RunnerSort } from '../racing/sorting';

/**
 * The local preferences (spec document 2, section 3): every key and default, plus the free-bets timestamps and
 * the splash and cookie flags. One persisted store, created here and shared with the @sl/contracts singleton, so
 * the shell and every remote read and write the same values.
 */
export interface Preferences {
  horseRacecardSortBy: RunnerSort;
  horseShowResults: boolean;
  footballShowScorers: boolean;
  footballFollowedCompetitions: FollowedCompetition[];
  horseOddsBookmakerId: number;
  horseOddsId: OddsFormatId;
  horseProfileFullForm: boolean;
  /** Ids of items the member chose to hide. */
  hidePreference: string[];
  /** When the free-bets page was last visited and last updated (ms timestamps). */
  freeBetsVisited: number | null;
  freeBetsUpdated: number | null;
  splashSeen: boolean;
  cookieAccepted: boolean;
}

export interface PreferencesActions {
  setPreference: <K extends keyof Preferences>(key: K, value: Preferences[K]) => void;
  hide: (id: string) => void;
  unhide: (id: string) => void;
  reset: () => void;
}

export interface PreferencesStore extends Preferences {
  actions: PreferencesActions;
}

export const PREFERENCES_STORAGE_KEY = 'sl-preferences';
/** Bump when the stored shape changes, and teach `sanitizePreferences` to read the older one. */
export const PREFERENCES_VERSION = 1;

export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
  horseRacecardSortBy: DEFAULT_RUNNER_SORT,
  horseShowResults: false,
  // The spec gives no default; scorers stay hidden until asked for, as on the football pages.
  footballShowScorers: false,
  footballFollowedCompetitions: DEFAULT_FOLLOWED,
  horseOddsBookmakerId: BOOKMAKER_IDS.bestOdds,
  horseOddsId: ODDS_FORMAT.fractional,
  horseProfileFullForm: true,
  hidePreference: [],
  freeBetsVisited: null,
  freeBetsUpdated: null,
  splashSeen: false,
  cookieAccepted: false,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isFollowed(value: unknown): value is FollowedCompetition {
  return (
    isRecord(value) &&
    typeof value.text === 'string' &&
    typeof value.priority === 'number' &&
    typeof value.enabled === 'boolean' &&
    typeof value.toBeEnabled === 'boolean' &&
    typeof value.toBeDisabled === 'boolean'
  );
}

const timestamp = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/**
 * Reads whatever local storage holds (any older version, hand-edited or corrupt) into valid preferences:
 * a key that is missing or of the wrong kind falls back to its default.
 */
export function sanitizePreferences(stored: unknown): Preferences {
  const s = isRecord(stored) ? stored : {};
  const d = DEFAULT_PREFERENCES;
  const followed = Array.isArray(s.footballFollowedCompetitions)
    ? s.footballFollowedCompetitions.filter(isFollowed)
    : [];
  const oddsId = s.horseOddsId === ODDS_FORMAT.decimal || s.horseOddsId === ODDS_FORMAT.fractional;
  return {
    horseRacecardSortBy: isRunnerSort(s.horseRacecardSortBy) ? s.horseRacecardSortBy : d.horseRacecardSortBy,
    horseShowResults: bool(s.horseShowResults, d.horseShowResults),
    footballShowScorers: bool(s.footballShowScorers, d.footballShowScorers),
    footballFollowedCompetitions: followed.length > 0 ? followed : d.footballFollowedCompetitions,
    horseOddsBookmakerId:
      typeof s.horseOddsBookmakerId === 'number' && Number.isInteger(s.horseOddsBookmakerId)
        ? s.horseOddsBookmakerId
        : d.horseOddsBookmakerId,
    horseOddsId: oddsId ? (s.horseOddsId as OddsFormatId) : d.horseOddsId,
    horseProfileFullForm: bool(s.horseProfileFullForm, d.horseProfileFullForm),
    hidePreference: Array.isArray(s.hidePreference)
      ? [...new Set(s.hidePreference.filter((x): x is string => typeof x === 'string'))]
      : d.hidePreference,
    freeBetsVisited: timestamp(s.freeBetsVisited),
    freeBetsUpdated: timestamp(s.freeBetsUpdated),
    splashSeen: bool(s.splashSeen, d.splashSeen),
    cookieAccepted: bool(s.cookieAccepted, d.cookieAccepted),
  };
}

const pickPreferences = (state: PreferencesStore): Preferences => {
  const { actions: _actions, ...values } = state;
  return values;
};

/** Builds a preferences store on the given storage (local storage by default; tests pass their own). */
export function createPreferencesStore(storage?: StateStorage) {
  return createStore<PreferencesStore>()(
    persist(
      (set) => ({
        ...DEFAULT_PREFERENCES,
        actions: {
          setPreference: (key, value) => set({ [key]: value } as Partial<Preferences>),
          hide: (id) =>
            set((state) =>
              state.hidePreference.includes(id) ? state : { hidePreference: [...state.hidePreference, id] },
            ),
          unhide: (id) => set((state) => ({ hidePreference: state.hidePreference.filter((x) => x !== id) })),
          reset: () => set({ ...DEFAULT_PREFERENCES }),
        },
      }),
      {
        name: PREFERENCES_STORAGE_KEY,
        version: PREFERENCES_VERSION,
        storage: createJSONStorage(() => storage ?? localStorage),
        partialize: pickPreferences,
        migrate: (persisted) => sanitizePreferences(persisted),
        merge: (persisted, current) => ({ ...current, ...sanitizePreferences(persisted) }),
      },
    ),
  );
}

export const preferencesStore = createPreferencesStore();

export function usePreferences<T>(selector: (state: PreferencesStore) => T): T {
  return useStore(preferencesStore, selector);
}
