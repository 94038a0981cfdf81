import { authStore, featureFlagsStore, type FeatureFlags } from '@sl/contracts';

/**
 * The feature flag that switches sign-in and registration on and off for the whole site, by the release manager's
 * `npm run features -- off auth`. Unlike the spec's three flags it is not in the shared defaults: it is on unless
 * the configuration says otherwise.
 */
const AUTH_FEATURE = 'auth';

function isAuthFeatureOn(flags: FeatureFlags): boolean {
  return flags[AUTH_FEATURE] !== false;
}

/**
 * The auth store's `enabled` (spec document 2, section 3: "an enabled flag"; section 2: the footer's member buttons
 * appear only when the auth feature is enabled) is the shell's to set: it has bound the real session actions, and
 * it follows the auth feature from now on, including when the loaded configuration replaces the cached one.
 */
export function syncAuthEnabled(): () => void {
  const apply = (flags: FeatureFlags) => {
    const enabled = isAuthFeatureOn(flags);
    if (authStore.getState().enabled !== enabled) authStore.getState().setSession({ enabled });
  };
  apply(featureFlagsStore.getState().flags);
  return featureFlagsStore.subscribe((state) => apply(state.flags));
}
