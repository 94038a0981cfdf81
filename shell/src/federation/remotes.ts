import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { BootRemote, RemoteName } from '@sl/contracts';

const registered = new Set<RemoteName>();

/**
 * Registers the remotes the registry enabled for this page load. Disabled remotes are never registered, so
 * nothing ever asks their origin for anything, and their slots show themselves unavailable.
 */
export function registerBootRemotes(remotes: BootRemote[]): void {
  const fresh = remotes.filter((remote) => !registered.has(remote.name));
  for (const remote of fresh) registered.add(remote.name);
  if (fresh.length > 0) registerRemotes(fresh.map(federationRemote));
}

/**
 * The federation runtime's remote for a boot remote: registered under its build's container name (scope), and
 * known by the registry's name as an alias when the two differ, so `<name>/<module>` loads it either way.
 */
export function federationRemote(remote: Pick<BootRemote, 'name' | 'scope' | 'entry'>) {
  return remote.scope && remote.scope !== remote.name
    ? { name: remote.scope, alias: remote.name, entry: remote.entry }
    : { name: remote.name, entry: remote.entry };
}
