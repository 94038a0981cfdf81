import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * How long a remote's entry script may take before that attempt fails (a slow remote costs only its slots): the
 * manifest's budget (retry-plugin.ts), so a remote that hangs costs a visitor at most 3 s, once (issue 19).
 */
export const ENTRY_TIMEOUT_MS = 3_000;

/** Gives every entry script a time-out, so the runtime gives up on a script that hangs instead of waiting. */
export default function slEntryTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'sl-entry-timeout',
    createScript() {
      // The runtime's createScript hook accepts { timeout } (runtime-core utils/load.js); its type names scripts.
      return { timeout: ENTRY_TIMEOUT_MS } as never;
    },
  };
}
