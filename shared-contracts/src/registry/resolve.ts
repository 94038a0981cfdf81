import type { BootRemote, RegistryRow } from './remotes';
import { rolloutShare, visitorBucket } from './rollout';

/**
 * The entry a remote should load at `now`: the festival window's entry while the window is open, else the main
 * entry. A window without both ends is never open, so a half-written schedule cannot take over.
 */
export function effectiveEntry(
  row: RegistryRow,
  now: Date,
): { entry: string; version: string; inWindow: boolean } {
  if (row.windowEntry && row.windowFrom && row.windowTo) {
    const from = Date.parse(row.windowFrom);
    const to = Date.parse(row.windowTo);
    const t = now.getTime();
    if (t >= from && t < to) {
      return { entry: row.windowEntry, version: row.windowVersion ?? row.version, inWindow: true };
    }
  }
  return { entry: row.entry, version: row.version, inWindow: false };
}

/**
 * What one visitor loads of a remote at `now`: the festival window's entry while it is open (for everyone), else the
 * rollout's version when the visitor's bucket is inside the rollout's current share, else the main entry.
 */
export function visitorEntry(
  row: RegistryRow,
  now: Date,
  visitorId: string | null,
): { entry: string; version: string; inRollout: boolean } {
  const effective = effectiveEntry(row, now);
  if (effective.inWindow || !row.rolloutEntry || !row.rolloutVersion || visitorId === null)
    return { entry: effective.entry, version: effective.version, inRollout: false };
  const share = rolloutShare(row.rolloutPlan, row.rolloutStartedAt, now);
  return visitorBucket(visitorId, row.name) < share
    ? { entry: row.rolloutEntry, version: row.rolloutVersion, inRollout: true }
    : { entry: effective.entry, version: effective.version, inRollout: false };
}

/**
 * The remotes the browser may load: enabled ones only, so a disabled remote's origin is never requested. Each with
 * the version this visitor gets and its fallback: for a visitor on a rollout or a festival window the stable main
 * version, for the others the last good version before it; never the same build as the entry itself.
 */
export function bootRemotes(rows: RegistryRow[], now: Date, visitorId: string | null = null): BootRemote[] {
  return rows
    .filter((row) => row.enabled)
    .map((row) => {
      const { entry, version } = visitorEntry(row, now, visitorId);
      const candidates = [
        { entry: row.entry, version: row.version },
        ...(row.lastGoodEntry && row.lastGoodVersion
          ? [{ entry: row.lastGoodEntry, version: row.lastGoodVersion }]
          : []),
      ];
      const fallback = candidates.find((candidate) => candidate.entry !== entry);
      return {
        name: row.name,
        ...(row.scope && row.scope !== row.name ? { scope: row.scope } : {}),
        entry,
        version,
        ...(fallback ? { fallback } : {}),
      };
    });
}

/**
 * Origins of the remotes the page loads (preconnect hints), and with `fallbacks` also of each remote's fallback
 * version (the Content-Security-Policy: a page that falls back from a failed version must be allowed to load the
 * last good one, which may live elsewhere).
 */
export function remoteOrigins(remotes: BootRemote[], options: { fallbacks?: boolean } = {}): string[] {
  const origins = new Set<string>();
  const entries = remotes.flatMap((remote) =>
    options.fallbacks && remote.fallback ? [remote.entry, remote.fallback.entry] : [remote.entry],
  );
  for (const entry of entries) {
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // A malformed entry cannot be loaded anyway; the registry refuses them on write.
    }
  }
  return [...origins].sort();
}
