import { isRemoteName } from '@sl/contracts';
import { sendCounter } from '../auth/metrics';

export const REMOTE_FAILURES_METRIC = 'sl_remote_load_failures_total';
export const REMOTE_FALLBACKS_METRIC = 'sl_remote_fallbacks_total';

/**
 * Counts a remote's module that failed to load or render, labelled with the version that failed: the registry's
 * for this page, or its fallback's once the page fell back to it, so a release manager sees which version fails in
 * browsers (the shell accepts only versions it released).
 */
export function countRemoteFailure(id: string, version: string | undefined): void {
  const remote = id.split('/')[0];
  // A remote not on the page (no version) was never loaded, so nothing of it failed.
  if (!isRemoteName(remote) || version === undefined) return;
  void sendCounter(
    REMOTE_FAILURES_METRIC,
    { remote, version },
    'Modules of a remote that failed to load or render in browsers, by remote and version',
  );
}

/** Counts a page that switched `remote` from the registry's version to its fallback (its last good version). */
export function countRemoteFallback(remote: string, from: string, to: string): void {
  void sendCounter(
    REMOTE_FALLBACKS_METRIC,
    { remote, from, to },
    "Pages that loaded a remote's fallback version after its version failed, by remote and both versions",
  );
}
