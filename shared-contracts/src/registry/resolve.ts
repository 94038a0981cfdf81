import type { BootRemote, RegistryRow } from './remotes';

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

/** The remotes the browser may load: enabled ones only, so a disabled remote's origin is never requested. */
export function bootRemotes(rows: RegistryRow[], now: Date): BootRemote[] {
  return rows
    .filter((row) => row.enabled)
    .map((row) => {
      const { entry, version } = effectiveEntry(row, now);
      return { name: row.name, entry, version };
    });
}

/** Origins of the remotes the browser may load (for the Content-Security-Policy and preconnect hints). */
export function remoteOrigins(remotes: BootRemote[]): string[] {
  const origins = new Set<string>();
  for (const remote of remotes) {
    try {
      origins.add(new URL(remote.entry).origin);
    } catch {
      // A malformed entry cannot be loaded anyway; the registry refuses them on write.
    }
  }
  return [...origins].sort();
}
