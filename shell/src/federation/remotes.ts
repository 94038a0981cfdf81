import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { BootRemote, RemoteName } from '@sl/contracts';
import type { ComponentType } from 'react';
import { FALLBACK_MARKER } from './load-policy';

const registered = new Map<RemoteName, BootRemote>();

/**
 * Registers the remotes the registry enabled for this page load. Disabled remotes are never registered, so
 * nothing ever asks their origin for anything.
 */
export function registerBootRemotes(remotes: BootRemote[]): void {
  const fresh = remotes.filter((remote) => !registered.has(remote.name));
  for (const remote of fresh) registered.set(remote.name, remote);
  if (fresh.length > 0) registerRemotes(fresh.map(({ name, entry }) => ({ name, entry })));
}

export function isRemoteEnabled(name: RemoteName): boolean {
  return registered.has(name);
}

export function registeredRemotes(): BootRemote[] {
  return [...registered.values()];
}

export class RemoteLoadError extends Error {
  constructor(
    readonly id: string,
    detail: string,
  ) {
    super(`${id} could not be loaded: ${detail}`);
    this.name = 'RemoteLoadError';
  }
}

type RemoteModule<P> = { default?: ComponentType<P>; [FALLBACK_MARKER]?: boolean; error?: string };

/** Loads `remote/Module` and answers its default export, or throws RemoteLoadError for the slot's boundary. */
export async function loadRemoteComponent<P>(remote: RemoteName, module: string): Promise<ComponentType<P>> {
  const id = `${remote}/${module}`;
  if (!registered.has(remote)) throw new RemoteLoadError(id, 'the remote is switched off');
  const loaded = await loadRemote<RemoteModule<P>>(id);
  if (!loaded || loaded[FALLBACK_MARKER] || typeof loaded.default !== 'function') {
    throw new RemoteLoadError(id, loaded?.error ?? 'no component exported');
  }
  return loaded.default;
}
