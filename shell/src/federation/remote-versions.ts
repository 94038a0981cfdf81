import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { BootRemote, RemoteName } from '@sl/contracts';
import { remoteBreakerOpen, versionBreakerKey, type RemoteVersionSource } from '@sl/contracts/federation';
import { countRemoteFailure, countRemoteFallback } from '../errors/remote-failures';
import { federationRemote } from './remotes';

type Register = (remote: { name: RemoteName; entry: string; alias?: string }) => void;

/**
 * The runtime's own re-registration: forced, it removes the remote first (its cached module and entry container,
 * its manifest and snapshot, its entry global), so the next load of any of its modules fetches the new entry.
 */
const registerAgain: Register = (remote) => registerRemotes([remote], { force: true });

/**
 * The page's remote versions for the federation slots (@sl/contracts/federation configureRemoteVersions): the
 * registry's version of each remote, until one fails to load or render and the slots ask for its fallback (the
 * last good version the registry put in the boot config). Each remote falls back once per page load: the remote
 * is registered again at the fallback's entry, and the switch is counted with both versions.
 */
export function pageRemoteVersions(
  remotes: readonly BootRemote[],
  register: Register = registerAgain,
  count: typeof countRemoteFallback = countRemoteFallback,
): RemoteVersionSource {
  const versions = new Map(remotes.map((remote) => [remote.name, remote.version]));
  const scopes = new Map(remotes.map((remote) => [remote.name, remote.scope]));
  const fallbacks = new Map(
    remotes.flatMap((remote) => (remote.fallback ? [[remote.name, remote.fallback] as const] : [])),
  );
  return {
    version: (remote) => versions.get(remote),
    hasFallback: (remote) => fallbacks.has(remote),
    fallBack(remote) {
      const fallback = fallbacks.get(remote);
      const from = versions.get(remote);
      if (!fallback || from === undefined) return false;
      // Used up first: whatever the registration does, the page does not fall back twice.
      fallbacks.delete(remote);
      try {
        register(federationRemote({ name: remote, scope: scopes.get(remote), entry: fallback.entry }));
      } catch {
        // The runtime refused it: the page stays on the failed version, and the slot shows unavailable.
        return false;
      }
      versions.set(remote, fallback.version);
      count(remote, from, fallback.version);
      return true;
    },
  };
}

/**
 * The boot remotes with each version that failed a moment ago (its version breaker open, set when a page fell back
 * from it) replaced by its fallback, so a broken or hanging version costs its wait once and then nothing while the
 * breaker is open. Each skip is counted as a failure of the skipped version: the page could not run it, and a
 * rollout's error rate must not fall because visitors stopped trying.
 */
export function skipFailedVersions(
  remotes: readonly BootRemote[],
  open: (remote: RemoteName, version: string) => boolean = (remote, version) =>
    remoteBreakerOpen(versionBreakerKey(remote, version)),
  count: typeof countRemoteFailure = countRemoteFailure,
): BootRemote[] {
  return remotes.map((remote) => {
    if (!remote.fallback || !open(remote.name, remote.version)) return remote;
    count(remote.name, remote.version);
    const { name, scope, fallback } = remote;
    return { name, ...(scope ? { scope } : {}), entry: fallback.entry, version: fallback.version };
  });
}

/**
 * True when the page runs each remote as the server rendered it: no version skipped here for its fallback, no
 * remote's breaker open (its slots show unavailable at once). Otherwise the server's HTML shows a build or content
 * this page will not run, and hydrating it would keep traces of it: React does not mend attributes that differ.
 */
export function runsAsServerRendered(
  boot: readonly BootRemote[],
  page: readonly BootRemote[],
  open: (remote: RemoteName) => boolean = remoteBreakerOpen,
): boolean {
  return boot.every((remote, i) => page[i]?.version === remote.version && !open(remote.name));
}
