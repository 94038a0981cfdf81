import { rateTotals, type RemoteRates } from '@sl/contracts/release';

export const MINUTE_MS = 60_000;

export interface Bucket {
  pages: number;
  failures: number;
}

/** Per version, its buckets by minute number (ms since the epoch / MINUTE_MS). */
export type VersionMinutes = Map<string, Map<number, Bucket>>;

/**
 * The console's hour for one remote from buckets by minute: every minute from `first` on, for `windowMinutes`,
 * present (0 where nothing was counted), versions in order, with their sums.
 */
export function ratesOf(
  remote: string,
  first: number,
  windowMinutes: number,
  versions: VersionMinutes,
): RemoteRates {
  const iso = (m: number) => new Date(m * MINUTE_MS).toISOString();
  return {
    remote,
    from: iso(first),
    to: iso(first + windowMinutes),
    bucketSeconds: MINUTE_MS / 1000,
    versions: [...versions.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([version, minutes]) => {
        const points = Array.from({ length: windowMinutes }, (_, i) => {
          const bucket = minutes.get(first + i);
          return { at: iso(first + i), pages: bucket?.pages ?? 0, failures: bucket?.failures ?? 0 };
        });
        return { version, ...rateTotals(points), points };
      }),
  };
}

/**
 * Per remote and version, pages served and browser failures counted by the minute over a sliding window (an
 * hour), in this shell process's memory. Unlike the rollout guard's counts it does not restart with a rollout:
 * the console shows the hour as it was, across promotions and rollbacks. Old minutes are dropped as new ones
 * come, and a version with no minute left in the window goes with them, so memory stays bounded by
 * remotes x versions seen in an hour x 60.
 */
export class RateTimeline {
  private readonly remotes = new Map<string, VersionMinutes>();
  /** The minute each remote was last pruned in: a page then costs a look-up, not a walk over the hour. */
  private readonly prunedIn = new Map<string, number>();

  constructor(private readonly windowMinutes = 60) {}

  private versionsOf(remote: string, minute: number): VersionMinutes {
    let versions = this.remotes.get(remote);
    if (!versions) this.remotes.set(remote, (versions = new Map()));
    this.prune(remote, versions, minute);
    return versions;
  }

  private prune(remote: string, versions: VersionMinutes, minute: number): void {
    if (this.prunedIn.get(remote) === minute) return;
    this.prunedIn.set(remote, minute);
    const oldest = minute - this.windowMinutes + 1;
    for (const [version, minutes] of versions) {
      for (const m of minutes.keys()) if (m < oldest) minutes.delete(m);
      if (minutes.size === 0) versions.delete(version);
    }
  }

  /** One page or failure of `version` at `at` (ms). */
  count(kind: keyof Bucket, remote: string, version: string, at: number): void {
    const minute = Math.floor(at / MINUTE_MS);
    const versions = this.versionsOf(remote, minute);
    let minutes = versions.get(version);
    if (!minutes) versions.set(version, (minutes = new Map()));
    let bucket = minutes.get(minute);
    if (!bucket) minutes.set(minute, (bucket = { pages: 0, failures: 0 }));
    bucket[kind] += 1;
  }

  /** Per version, the buckets of the window's minutes up to and including the one `at` falls in. */
  minutes(remote: string, at: number): { first: number; versions: VersionMinutes } {
    const minute = Math.floor(at / MINUTE_MS);
    return { first: minute - this.windowMinutes + 1, versions: this.versionsOf(remote, minute) };
  }
}
