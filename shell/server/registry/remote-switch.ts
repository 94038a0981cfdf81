import { registeredApiAt, type RegistryRow } from '@sl/contracts';
import type { RegisteredApi } from '../gateway/gateway';

export interface RemoteSwitch {
  enabled: (remote: string) => Promise<boolean>;
  /**
   * `enabled`'s answer when it needs no read (the last one is under `ttlMs` old), undefined when it does: for a
   * caller that cannot wait (the gateway's early answers), which then goes the way that can.
   */
  enabledNow: (remote: string) => boolean | undefined;
  /** The runtime-registered remote whose API answers `pathname`, if any (the gateway's catch-all route). */
  registeredApi: (pathname: string) => Promise<RegisteredApi | null>;
  /** Reads the registry afresh on the next call: this process just changed it. */
  forget: () => void;
}

/**
 * Whether each remote is switched on, read from the registry at most once a `ttlMs` (1 s) for the API gateway,
 * which cannot afford a database read per call: a release manager's disable closes the remote's API on every
 * replica within a second, at once on the replica that made the change (its pages at once everywhere, as they
 * read the registry per page). When the registry cannot be read, the last answer stands, and before any answer
 * every remote counts as on: a database restart must not take the site's data down with it. A registered remote's
 * API is known from the first read on; before it, such paths are 404 for a moment.
 */
export function remoteSwitch(
  list: () => Promise<RegistryRow[]>,
  options: { ttlMs?: number; now?: () => number } = {},
): RemoteSwitch {
  const ttlMs = options.ttlMs ?? 1_000;
  const now = options.now ?? Date.now;
  let known = new Map<string, boolean>();
  let rowsNow: RegistryRow[] = [];
  let readAt = -Infinity;
  let reading: Promise<void> | null = null;

  const refresh = () =>
    (reading ??= list()
      .then((rows) => {
        known = new Map(rows.map((row) => [row.name, row.enabled]));
        rowsNow = rows;
        readAt = now();
      })
      .catch(() => {
        // Try again on the next call after a pause: a database that is away is not asked on every request.
        readAt = now() - ttlMs / 2;
      })
      .finally(() => {
        reading = null;
      }));

  const fresh = async () => {
    if (now() - readAt >= ttlMs) await refresh();
  };
  return {
    enabled: async (remote) => {
      await fresh();
      return known.get(remote) ?? true;
    },
    enabledNow: (remote) => (now() - readAt < ttlMs ? (known.get(remote) ?? true) : undefined),
    registeredApi: async (pathname) => {
      await fresh();
      const row = registeredApiAt(rowsNow, pathname);
      return row?.apiPrefix && row.apiUpstream
        ? { remote: row.name, prefix: row.apiPrefix, upstream: row.apiUpstream, enabled: row.enabled }
        : null;
    },
    forget: () => {
      readAt = -Infinity;
    },
  };
}
