import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { DEFAULT_FEATURE_FLAGS } from '../nav/filter';
import type { FeatureFlags } from '../nav/types';

/** The flag names the site knows (document 2, section 9: all default on). */
export type FeatureFlagName = 'footballMovementIcons' | 'footballBettingTab' | 'customisableNavigation';

export interface FeatureFlagsStore {
  flags: FeatureFlags;
  /** Shell only: the feature configuration it loaded (over the defaults). */
  setFlags: (flags: FeatureFlags) => void;
}

/**
 * The feature configuration, shared through @sl/contracts (a singleton): the shell loads it from its service and
 * writes it here; remotes only read. Until the shell has loaded it, every flag has its default.
 */
export const featureFlagsStore = createStore<FeatureFlagsStore>()((set) => ({
  flags: { ...DEFAULT_FEATURE_FLAGS },
  // The same object while nothing changed: a component that read the flags before (the server's snapshot, at
  // hydration) is not rendered again, synchronously, for an equal copy.
  setFlags: (flags) =>
    set((state) => {
      const next = { ...DEFAULT_FEATURE_FLAGS, ...flags };
      const keys = new Set([...Object.keys(next), ...Object.keys(state.flags)]);
      return [...keys].every((key) => next[key] === state.flags[key]) ? state : { flags: next };
    }),
}));

/** Whether a feature is on; an unknown name is on only if the configuration says so. */
export function isFeatureOn(flags: FeatureFlags, name: string): boolean {
  return flags[name] ?? DEFAULT_FEATURE_FLAGS[name] ?? false;
}

export function useFeatureFlag(name: FeatureFlagName | (string & {})): boolean {
  return useStore(featureFlagsStore, (state) => isFeatureOn(state.flags, name));
}

export function useFeatureFlags(): FeatureFlags {
  return useStore(featureFlagsStore, (state) => state.flags);
}
