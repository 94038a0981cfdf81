import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../registry/remotes';
import { pageLeaving } from './page-leaving';
import { recordRemoteFailure, recordRemoteSuccess } from './remote-breaker';
import { fallBackFrom, onRemoteSwitch, remoteVersion } from './remote-versions';

/**
 * How the shell and the remotes load a federated module (`@sl/contracts/federation`, a subpath so the pure rules
 * in the main entry stay free of the federation runtime). It uses the page's federation instance that has
 * `remote` registered: in the composed site the shell's, which registered the release registry's enabled remotes
 * and carries the retry plugin and the entry time-out (docs/adr/0001, 0002), so a remote neither learns other
 * remotes' URLs nor loads one a release manager switched off. A remote running standalone has none, and mounts
 * no other section's modules.
 */
function instanceWith(remote: RemoteName): ModuleFederation | null {
  // By the registry's name: a remote registered at runtime under another container name carries it as its alias.
  return getInstance((instance) =>
    (instance.options.remotes ?? []).some((r) => r.name === remote || ('alias' in r && r.alias === remote)),
  );
}

/** True when a federation instance on this page can load `remote` (enabled in the registry). */
export function isRemoteRegistered(remote: RemoteName): boolean {
  return instanceWith(remote) !== null;
}

/** The version of the remote whose load failed, for each failure a slot's error boundary sees (its label). */
const failedVersions = new WeakMap<Error, string>();

/** The version whose load gave `error`, when it was a load (not a render) that failed. */
export function loadFailureVersion(error: Error): string | undefined {
  return failedVersions.get(error);
}

/** Told of a failed load that the page recovers from by loading the remote's fallback version. */
type FallbackFailureReporter = (error: Error, version: string | undefined) => void;

/** Loads `remote/module` and answers its default export, or rejects. */
async function loadRemoteComponent<P extends object>(
  remote: RemoteName,
  module: string,
): Promise<ComponentType<P>> {
  const id = `${remote}/${module}`;
  const host = instanceWith(remote);
  if (!host) throw new Error(`${id} could not be loaded: ${remote} is not registered on this page`);
  const loaded = await host.loadRemote<{ default?: unknown; error?: string }>(id);
  recordRemoteSuccess(remote);
  if (!loaded || typeof loaded.default !== 'function') {
    throw new ModuleMissing(`${id} could not be loaded: ${loaded?.error ?? 'no component exported'}`);
  }
  return loaded.default as ComponentType<P>;
}

/** The remote loaded, but without this module's component: a failure of that module, not of the remote. */
class ModuleMissing extends Error {}

// Per federation instance: the page has one; a test's fake page gets a fresh cache with each fake instance.
// A module's one load (whichever slots wait for it) and its one lazy component, per `remote/module`, for the
// version the page runs now: a remote that switches to its fallback version is forgotten here.
// Each entry holds one module's component type; the map cannot name it, so its users cast to their own props.
interface Cached {
  load?: Promise<unknown>;
  component?: unknown;
}
const caches = new WeakMap<ModuleFederation, Map<string, Cached>>();

function cacheOf(remote: RemoteName): Map<string, Cached> {
  const host = instanceWith(remote);
  const cache = (host && caches.get(host)) ?? new Map<string, Cached>();
  if (host) caches.set(host, cache);
  return cache;
}

/** Forgets the loaded modules of `remote`: its next slot loads them afresh from the entry registered now. */
export function forgetRemoteModules(remote: RemoteName): void {
  const cache = cacheOf(remote);
  for (const key of [...cache.keys()]) if (key.startsWith(`${remote}/`)) cache.delete(key);
}

onRemoteSwitch(forgetRemoteModules);

/**
 * One load of `remote/module` at the version the page runs, shared by every slot. When it fails and the remote
 * has a fallback version, the failure is reported (`onFallback`) and the module is loaded again from the fallback;
 * the breaker hears only of the load that decides the slot: a fallback that loads closes it, one that fails too
 * opens it.
 */
function sharedLoad<P extends object>(
  remote: RemoteName,
  module: string,
  onFallback: FallbackFailureReporter,
): Promise<ComponentType<P>> {
  const key = `${remote}/${module}`;
  const cache = cacheOf(remote);
  const entry = cache.get(key) ?? {};
  cache.set(key, entry);
  if (entry.load) return entry.load as Promise<ComponentType<P>>;
  const version = remoteVersion(remote);
  const attempt = async (): Promise<ComponentType<P>> => {
    try {
      const component = await loadRemoteComponent<P>(remote, module);
      // Switched while this load was under way (another module's failure): the page runs one build of a remote.
      if (remoteVersion(remote) !== version) return sharedLoad<P>(remote, module, onFallback);
      return component;
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      // Not kept: a slot mounted once the remote's breaker closes again loads afresh.
      if (entry.load === load) delete entry.load;
      // Cancelled by the browser as the visitor leaves: the remote is not at fault, so no fallback and no breaker.
      if (pageLeaving()) {
        if (version !== undefined) failedVersions.set(error, version);
        throw error;
      }
      if (fallBackFrom(remote, version)) {
        onFallback(error, version);
        return sharedLoad<P>(remote, module, onFallback);
      }
      if (!(error instanceof ModuleMissing)) recordRemoteFailure(remote);
      if (version !== undefined) failedVersions.set(error, version);
      throw error;
    }
  };
  const load = attempt();
  entry.load = load;
  // Settled, the load says so (lazyRemote reads it): a slot first rendered once its module is here (hydrating a
  // page whose modules were fetched at boot) renders it at once, with no suspension for the microtask a then() waits.
  const tracked = load as TrackedLoad<ComponentType<P>>;
  // Only success is marked: a failure stays a plain rejected promise, as React and the slot expect to meet it.
  load.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    () => undefined,
  );
  const under = loading.get(remote) ?? { count: 0, since: Date.now() };
  loading.set(remote, { count: under.count + 1, since: under.since });
  const settled = () => {
    const now = loading.get(remote);
    if (now && now.count > 1) loading.set(remote, { count: now.count - 1, since: now.since });
    else loading.delete(remote);
  };
  load.then(settled, settled);
  return load;
}

/** Loads under way per remote, and since when one has been (a server render asks which remotes hang). */
const loading = new Map<RemoteName, { count: number; since: number }>();

/** The remotes with a module load under way for `forMs` or longer. */
export function remotesLoading(forMs = 0, nowMs = Date.now()): RemoteName[] {
  return [...loading].filter(([, { since }]) => nowMs - since >= forMs).map(([remote]) => remote);
}

/** A load that has succeeded says so (`status` and `value`, as React marks the thenables it tracks). */
type TrackedLoad<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * One React.lazy component per federated module and remote version, so every slot showing it shares one load.
 * A module already here when its slot first renders (preloaded at boot, or shown before) is handed to React at
 * once, as a thenable that calls back synchronously: React.lazy then renders it without suspending, so a slot
 * being hydrated hydrates in the same pass as the page around it. FederatedSlot renders it inside Suspense and an
 * error boundary, and only when `isRemoteRegistered(remote)`.
 */
export function lazyRemote<P extends object>(
  remote: RemoteName,
  module: string,
  onFallback: FallbackFailureReporter,
): LazyExoticComponent<ComponentType<P>> {
  const key = `${remote}/${module}`;
  const cache = cacheOf(remote);
  const entry = cache.get(key) ?? {};
  cache.set(key, entry);
  if (!entry.component) {
    const component = lazy(() => {
      const load = sharedLoad<P>(remote, module, onFallback) as TrackedLoad<ComponentType<P>>;
      if (load.status === 'fulfilled' && load.value) {
        const loaded = { default: load.value };
        // React.lazy reads a thenable's result in the same call when it calls back at once (its lazyInitializer).
        const now = { then: (resolve: (value: typeof loaded) => void) => resolve(loaded) };
        return now as unknown as Promise<typeof loaded>;
      }
      return load.then(
        (value) => ({ default: value }),
        (error: unknown) => {
          // A failed lazy keeps its failure: the next slot gets a new one that loads afresh.
          if (entry.component === component) delete entry.component;
          throw error;
        },
      );
    });
    entry.component = component;
  }
  return entry.component as LazyExoticComponent<ComponentType<P>>;
}

/** True when `remote/module` has loaded at the version the page runs: a slot showing it waits for nothing. */
export function remoteModuleLoaded(remote: RemoteName, module: string): boolean {
  const load = cacheOf(remote).get(`${remote}/${module}`)?.load as TrackedLoad<unknown> | undefined;
  return load?.status === 'fulfilled';
}

/**
 * Starts loading a module the server rendered into the page (its slot's `data-slot`), before hydration asks for
 * it: the slot then hydrates as soon as it can, often at once. A failure is the slot's to report when it renders.
 * Settles (never fails) once the load has, either way.
 */
export function preloadRemoteModule(
  remote: RemoteName,
  module: string,
  onFallback: FallbackFailureReporter,
): Promise<void> {
  if (!isRemoteRegistered(remote)) return Promise.resolve();
  return sharedLoad(remote, module, onFallback).then(
    () => undefined,
    () => undefined,
  );
}
