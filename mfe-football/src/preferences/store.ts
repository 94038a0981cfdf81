import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_FOLLOWED, type FollowedCompetition } from '@sl/contracts';

/** The football local preferences (spec document 2, section 3), kept in local storage across visits. */
export interface FootballPreferences {
  footballFollowedCompetitions: FollowedCompetition[];
  footballShowScorers: boolean;
  setFollowedCompetitions: (items: FollowedCompetition[]) => void;
  setShowScorers: (show: boolean) => void;
}

export const FOOTBALL_PREFERENCES_KEY = 'sl-football-preferences';

export const useFootballPreferences = create<FootballPreferences>()(
  persist(
    (set) => ({
      footballFollowedCompetitions: DEFAULT_FOLLOWED,
      footballShowScorers: false,
      setFollowedCompetitions: (items) => set({ footballFollowedCompetitions: items }),
      setShowScorers: (show) => set({ footballShowScorers: show }),
    }),
    {
      name: FOOTBALL_PREFERENCES_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        footballFollowedCompetitions: s.footballFollowedCompetitions,
        footballShowScorers: s.footballShowScorers,
      }),
    },
  ),
);
