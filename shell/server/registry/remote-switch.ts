import type { RegistryRow } from '@sl/contracts';

export interface RemoteSwitch {
  enabled: (remote: string) => Promise<boolean>;
  /** Reads the registry afresh on the next call: this process just changed it. */
  forget: () => void;
}

/**
 * Whether each remote is switched on, read from the registry at most once a `ttlMs` (1 s) for the API gateway,
 * which cannot afford a database read per call: a release manager's disable closes the remote's API on every
 * replica within a second, at once on the replica that made the change (its pages at once everywhere, as they
 * read the registry per page). When the registry cannot be read, the last answer stands, and before any answer
 * every remote counts as on: a database restart must not take the site's data down with it.
 */
export function remoteSwitch(
  list: () => Promise<RegistryRow[]>,
  options: { ttlMs?: number; now?: () => number } = {},
): RemoteSwitch {
  const ttlMs = options.ttlMs ?? 1_000;
  const now = options.now ?? Date.now;
  let known = new Map<string, boolean>();
  let readAt = -Infinity;
  let reading: Promise<void> | null = null;

  const refresh = () =>
    (reading ??= list()
      .then((rows) => {
        known = new Map(rows.map((row) => [row.name, row.enabled]));
        readAt = now();
      })
      .catch(() => {
        // Try again on the next call after a pause: a database that is away is not asked on every request.
        readAt = now() - ttlMs / 2;
      })
      .finally(() => {
        reading = null;
      }));

  return {
    enabled: async (remote) => {
      if (now() - readAt >= ttlMs) await refresh();
      return known.get(remote) ?? true;
    },
    forget: () => {
      readAt = -Infinity;
    },
  };
}
