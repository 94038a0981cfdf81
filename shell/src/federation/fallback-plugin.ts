import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { FALLBACK_MARKER, fetchWithRetry } from './load-policy';

/** How long a remote's entry script may take before its slot gives up (a slow remote costs only its slot). */
const SCRIPT_TIMEOUT_MS = 8_000;

/**
 * Failure isolation for every remote: manifests are fetched with a time-out and a bounded retry, entry scripts
 * time out, and a module that cannot be loaded resolves to a marker the slot renders as its fallback, so the
 * rest of the page never waits on, or breaks with, one section.
 */
export default function slFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'sl-fallback-plugin',
    fetch(url, init) {
      return fetchWithRetry(url, init);
    },
    createScript() {
      return { timeout: SCRIPT_TIMEOUT_MS } as never;
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      console.error(`remote ${id} failed to load (${lifecycle})`, error);
      if (lifecycle === 'onLoad') {
        return { [FALLBACK_MARKER]: true, default: undefined, error: String(error) };
      }
      return undefined;
    },
  };
}
