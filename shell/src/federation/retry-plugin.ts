import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin, type RetryPluginParams } from '@module-federation/retry-plugin';

/**
 * How long one remote's manifest may take, its retry included, before its slots give up (docs/adr/0002). 8 s, as
 * long as an entry script may take: a remote's service that is building a racing day holds its event loop for
 * seconds on a busy machine, and 4 s showed the racing section unavailable to a visitor who would have waited.
 */
export const MANIFEST_BUDGET_MS = 8_000;

/**
 * One more attempt at a manifest, an entry script or a module factory. The retry plugin has no time-out of its
 * own, so each manifest load gets a fresh abort signal: the plugin spreads these options into the request at
 * every load, which reads the getter once per load (the retry shares that load's budget).
 */
export const RETRY: RetryPluginParams = {
  fetch: {
    retryTimes: 1,
    options: {
      get signal() {
        return AbortSignal.timeout(MANIFEST_BUDGET_MS);
      },
    },
  },
  script: { retryTimes: 1, retryDelay: 300 },
};

/**
 * The shell's runtime plugin for loading remotes: a failed or slow load is retried once and then rejects, and
 * the slot's error boundary shows the slot unavailable (FederatedSlot in @sl/contracts/federation).
 */
export default function slRetryPlugin(): ModuleFederationRuntimePlugin {
  // The retry plugin is typed against its own (older) runtime package; its hooks are the runtime's own.
  return RetryPlugin(RETRY) as unknown as ModuleFederationRuntimePlugin;
}
