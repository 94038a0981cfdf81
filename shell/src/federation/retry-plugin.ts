import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin, type RetryPluginParams } from '@module-federation/retry-plugin';

/**
 * How long one remote's manifest may take, its retry included, before its slots give up (docs/adr/0002): a remote
 * that hangs costs a visitor 3 s once, and then nothing while its breaker is open. It was 8 s while a racing
 * service drawing a day held its event loop for seconds; that work now runs on a worker (docs/adr/0018).
 */
export const MANIFEST_BUDGET_MS = 3_000;
/** The pause before a manifest's one retry, after a quick failure (refused, 5xx) well inside the budget. */
const MANIFEST_RETRY_DELAY_MS = 300;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A remote's manifest within its budget: one attempt, and after a quick failure one more, both inside the same
 * 3 s. Ours, not the retry plugin's: its fetch retry waits a fixed 1 s (0.17.1 passes no delay through), which
 * made a hanging remote cost 4 s, and it cannot give the retry what is left of the budget.
 */
async function fetchManifest(url: string, init: RequestInit = {}): Promise<Response> {
  const signal = AbortSignal.timeout(MANIFEST_BUDGET_MS);
  try {
    const response = await fetch(url, { ...init, signal });
    if (response.ok) return response;
  } catch (error) {
    // The budget is spent (a server that hangs): a retry could not finish in time either.
    if (signal.aborted) throw error;
  }
  await pause(MANIFEST_RETRY_DELAY_MS);
  const response = await fetch(url, { ...init, signal });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/** One more attempt at an entry script or a module factory; entry scripts have their own time-out. */
export const RETRY: RetryPluginParams = {
  script: { retryTimes: 1, retryDelay: 300 },
};

/**
 * The shell's runtime plugin for loading remotes: a failed or slow load is retried once and then rejects, and
 * the slot's error boundary shows the slot unavailable (FederatedSlot in @sl/contracts/federation).
 */
export default function slRetryPlugin(): ModuleFederationRuntimePlugin {
  // The retry plugin is typed against its own (older) runtime package; its hooks are the runtime's own.
  const scripts = RetryPlugin(RETRY) as unknown as ModuleFederationRuntimePlugin;
  return { ...scripts, fetch: (url, init) => fetchManifest(url, init) };
}
