import type { RemoteName } from '../registry/remotes';
import { recordRemoteFailure, versionBreakerKey } from './remote-breaker';

/**
 * Which version of each remote the page runs, and the switch to a remote's fallback version (its last good one,
 * BootRemote.fallback). The shell knows the registry's versions and registers remotes, and this folder must not
 * import from the shell: it sets its source here at bootstrap (`configureRemoteVersions`). A remote running
 * standalone has none, and its slots behave as they did before fallbacks: no version, no fallback.
 */
export interface RemoteVersionSource {
  /** The version of `remote` this page loads now (the registry's, or its fallback once switched). */
  version(remote: RemoteName): string | undefined;
  /** True while `remote` has a fallback version left to switch to on this page. */
  hasFallback(remote: RemoteName): boolean;
  /**
   * Switches `remote` to its fallback version for the rest of this page load (registers it again at the fallback's
   * entry, and reports the switch). Answers false when it has none left: none given, or already used.
   */
  fallBack(remote: RemoteName): boolean;
}

let source: RemoteVersionSource | null = null;
const listeners = new Set<() => void>();
const switchHooks = new Set<(remote: RemoteName) => void>();

/** The shell sets the page's source once, before the first render; tests set a fake one and clear it. */
export function configureRemoteVersions(next: RemoteVersionSource | null): void {
  source = next;
  listeners.forEach((listener) => listener());
}

/** The version of `remote` the page runs, or undefined without a source (a remote standalone). */
export function remoteVersion(remote: RemoteName): string | undefined {
  return source?.version(remote);
}

/** True when a failure of `remote` at the version the page runs would be followed by its fallback version. */
export function remoteHasFallback(remote: RemoteName): boolean {
  return source?.hasFallback(remote) ?? false;
}

/** For useSyncExternalStore: told whenever a remote's version changes. */
export function subscribeRemoteVersions(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The module cache's hook: it forgets a remote's modules when the remote switches version. */
export function onRemoteSwitch(hook: (remote: RemoteName) => void): void {
  switchHooks.add(hook);
}

/**
 * `failedVersion` of `remote` failed to load or render. Answers true when the page now runs another version of it,
 * so the caller loads again: either this call switched it to its fallback (once per page load), or another slot's
 * failure already had. False when there is nothing to fall back to: the failure stands.
 */
export function fallBackFrom(remote: RemoteName, failedVersion: string | undefined): boolean {
  if (!source || failedVersion === undefined) return false;
  if (source.version(remote) !== failedVersion) return true;
  if (!source.fallBack(remote) || source.version(remote) === failedVersion) return false;
  // The next pages skip the failed version for its cool-down and load the fallback at once (skipFailedVersions).
  recordRemoteFailure(versionBreakerKey(remote, failedVersion));
  switchHooks.forEach((hook) => hook(remote));
  // Every slot of the remote renders again with the new version: the loaded ones too, so the page never runs
  // modules of two builds of one remote.
  listeners.forEach((listener) => listener());
  return true;
}
