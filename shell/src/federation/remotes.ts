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
  if (fresh.length > 0) registerRemotes(fresh.map(({ name, entry }) => ({ name, entry })));
}
