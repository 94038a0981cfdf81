import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../registry/remotes';

/**
 * How one remote mounts another's module (`@sl/contracts/federation`, a subpath so the pure rules in the main
 * entry stay free of the federation runtime). It uses the page's federation instance that has `remote`
 * registered: in the composed site the shell's, which registered the release registry's enabled remotes and
 * carries the shell's time-outs, bounded retries and fallback plugin (docs/adr/0001, 0002), so a remote neither
 * learns other remotes' URLs nor loads one a release manager switched off. A remote running standalone has none,
 * and mounts no other section's modules.
 */
function instanceWith(remote: RemoteName): ModuleFederation | null {
  return getInstance((instance) => (instance.options.remotes ?? []).some((r) => r.name === remote));
}

/** True when a federation instance on this page can load `remote` (enabled in the registry). */
export function isRemoteRegistered(remote: RemoteName): boolean {
  return instanceWith(remote) !== null;
}

/** Loads `remote/module` and answers its default export, or rejects for the caller's error boundary. */
export async function loadRemoteComponent<P extends object>(
  remote: RemoteName,
  module: string,
): Promise<ComponentType<P>> {
  const id = `${remote}/${module}`;
  const host = instanceWith(remote);
  if (!host) throw new Error(`${id} could not be loaded: ${remote} is not registered on this page`);
  // A failed load resolves to the shell plugin's fallback module (no default export) rather than throwing.
  const loaded = await host.loadRemote<{ default?: unknown; error?: string }>(id);
  if (!loaded || typeof loaded.default !== 'function') {
    throw new Error(`${id} could not be loaded: ${loaded?.error ?? 'no component exported'}`);
  }
  return loaded.default as ComponentType<P>;
}

// Per federation instance: the page has one; a test's fake page gets a fresh cache with each fake instance.
const lazyCache = new WeakMap<ModuleFederation, Map<string, unknown>>();

/**
 * One React.lazy component per federated module, so every slot showing it shares one load. Render it inside
 * Suspense and an error boundary; call it only when `isRemoteRegistered(remote)`.
 */
export function lazyRemote<P extends object>(
  remote: RemoteName,
  module: string,
): LazyExoticComponent<ComponentType<P>> {
  const key = `${remote}/${module}`;
  const host = instanceWith(remote);
  const cache = (host && lazyCache.get(host)) ?? new Map<string, unknown>();
  if (host) lazyCache.set(host, cache);
  let component = cache.get(key) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (!component) {
    component = lazy(async () => ({ default: await loadRemoteComponent<P>(remote, module) }));
    cache.set(key, component);
  }
  return component;
}
