import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin, type RetryPluginParams } from '@module-federation/retry-plugin';

/**
 * How long one remote's manifest may take, its retry included, before its slots give up (docs/adr/0002): a remote
 * that hangs costs a visitor 3 s once, and then nothing while its breaker is open. It was 8 s while a racing
 * service drawing a day held its event loop for seconds; that work now runs on a worker (docs/adr/0018).
 */
export const MANIFEST_BUDGET_MS = 2_700;
/** The pause before a manifest's one retry: with the budget, 3 s before a slot whose remote hangs gives up. */
const MANIFEST_RETRY_DELAY_MS = 300;

/**
 * One more attempt at a manifest, an entry script or a module factory. The retry plugin has no time-out of its
 * own, so each manifest load gets a fresh abort signal: the plugin spreads these options into the request at
 * every load, which reads the getter once per load (the retry shares that load's budget).
 */
export const RETRY: RetryPluginParams = {
  fetch: {
    retryTimes: 1,
    retryDelay: MANIFEST_RETRY_DELAY_MS,
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
