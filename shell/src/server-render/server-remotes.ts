import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { serverEntryUrl, type BootRemote } from '@sl/contracts';
import {
  configureRemoteVersions,
  forgetRemoteModules,
  recordRemoteFailure,
  remotesLoading,
} from '@sl/contracts/federation';
import { federationRemote } from '../federation/remotes';

/** What the server has registered: each remote's released version and the server entry it loads. */
const registered = new Map<string, { version: string; entry: string }>();
/** Server entries whose modules were loaded ahead of the first render that needs them. */
const warmed = new Set<string>();

/**
 * Registers each enabled remote's released version (the registry's, for everyone) on the server's federation
 * instance, again with `force` when a release changed it, so the next render loads the new build. One version per
 * remote: renders run side by side, and a visitor in a rollout's share gets that remote rendered in the browser.
 */
export function registerReleasedRemotes(released: readonly BootRemote[]): void {
  const changed = released.filter(
    (remote) => registered.get(remote.name)?.entry !== serverEntryUrl(remote.entry),
  );
  if (changed.length === 0) return;
  for (const remote of changed) {
    registered.set(remote.name, { version: remote.version, entry: serverEntryUrl(remote.entry) });
    forgetRemoteModules(remote.name);
  }
  registerRemotes(
    changed.map((remote) => federationRemote({ ...remote, entry: serverEntryUrl(remote.entry) })),
    { force: true },
  );
  // Once per build: a remote registered afresh after a render gave up on it is not fetched again until used.
  for (const remote of changed)
    if (!warmed.has(serverEntryUrl(remote.entry))) {
      warmed.add(serverEntryUrl(remote.entry));
      void warmUp(remote);
    }
  configureRemoteVersions({
    version: (name) => registered.get(name)?.version,
    // The server has no fallback: a failing remote is the browser's to render, and the browser has one.
    hasFallback: () => false,
    fallBack: () => false,
  });
}

/** The remotes this visitor runs at the version the server has: the ones the server may render for them. */
export function serverRenderable(visitor: readonly BootRemote[]): Set<string> {
  return new Set(
    visitor
      .filter((remote) => registered.get(remote.name)?.entry === serverEntryUrl(remote.entry))
      .map((remote) => remote.name),
  );
}

/**
 * Loads every module a newly registered remote exposes (its browser manifest lists them; the server build exposes
 * the same), so the first pages after a start or a release do not spend their render budget fetching its code.
 * A module that fails here is left for a render to try, and fail, on its own.
 */
async function warmUp(remote: BootRemote): Promise<void> {
  try {
    const response = await fetch(remote.entry, { signal: AbortSignal.timeout(5_000) });
    const manifest = (await response.json()) as { exposes?: { name?: unknown }[] };
    const modules = (manifest.exposes ?? [])
      .map((e) => e.name)
      .filter((n): n is string => typeof n === 'string');
    await Promise.allSettled(
      modules.map((module) => loadRemote(`${remote.name}/${module.replace(/^\.\//, '')}`)),
    );
  } catch {
    // A manifest that cannot be read now: the render loads what it needs.
  }
}

/**
 * A render ran out of time: each remote whose code has been loading for two budgets or more (its server build
 * hanging, not merely cold after a start or a release) opens its breaker, so the next renders leave it to the
 * browser at once instead of each waiting out the budget; once the breaker's cool-down is over it is registered
 * afresh and tried again (a load that hangs is never reused).
 */
export function giveUpOnLoadingRemotes(budgetMs: number): string[] {
  const stuck = remotesLoading(2 * budgetMs);
  for (const remote of stuck) {
    recordRemoteFailure(remote);
    registered.delete(remote);
  }
  return stuck;
}
