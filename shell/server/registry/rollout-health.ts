import {
  rolloutShare,
  type RegistryRow,
  type RegistryStatus,
  type RemoteRates,
  type VersionHealth,
} from '@sl/contracts';
import { RateTimeline } from './rate-timeline';

interface Counts {
  /** Which rollout these counts belong to (version and start), or null: counts since the last rollout ended. */
  epoch: string | null;
  pages: Map<string, number>;
  failures: Map<string, number>;
}

const epochOf = (row: RegistryRow) =>
  row.rolloutVersion === null ? null : `${row.rolloutVersion}@${row.rolloutStartedAt ?? ''}`;

/**
 * Pages served and browser failures per remote and version, in memory, counted afresh whenever a remote's rollout
 * changes (the row read at render time names it, so every replica resets on its own). Each replica judges by its own
 * traffic; with traffic spread evenly that is the same rate. Versions are bounded by the registry's history, as
 * failures are only accepted for released versions.
 */
export class RolloutHealth {
  private readonly remotes = new Map<string, Counts>();
  /** The last hour by the minute, for the release console's chart: kept across rollouts. */
  private readonly timeline: RateTimeline;

  constructor(clock: () => Date = () => new Date()) {
    this.timeline = new RateTimeline(() => clock().getTime());
  }

  private counts(row: RegistryRow): Counts {
    const epoch = epochOf(row);
    const current = this.remotes.get(row.name);
    if (current && current.epoch === epoch) return current;
    const fresh: Counts = { epoch, pages: new Map(), failures: new Map() };
    this.remotes.set(row.name, fresh);
    return fresh;
  }

  countPage(row: RegistryRow, version: string): void {
    const { pages } = this.counts(row);
    pages.set(version, (pages.get(version) ?? 0) + 1);
    this.timeline.page(row.name, version);
  }

  /** A failure a browser reported: it counts towards the remote's current rollout, whichever that is. */
  countFailure(remote: string, version: string): void {
    this.timeline.failure(remote, version);
    const counts = this.remotes.get(remote);
    if (!counts) return; // No page of it was served since this process started: nothing to judge.
    counts.failures.set(version, (counts.failures.get(version) ?? 0) + 1);
  }

  health(row: RegistryRow): VersionHealth[] {
    const { pages, failures } = this.counts(row);
    const versions = [...new Set([...pages.keys(), ...failures.keys()])].sort();
    return versions.map((version) => {
      const served = pages.get(version) ?? 0;
      const failed = failures.get(version) ?? 0;
      return { version, pages: served, failures: failed, failureRate: served > 0 ? failed / served : null };
    });
  }

  /** Each version's pages and failures by the minute over the last hour. */
  rates(remote: string): RemoteRates {
    return this.timeline.rates(remote);
  }

  status(row: RegistryRow, now: Date): RegistryStatus {
    return {
      ...row,
      rolloutShare:
        row.rolloutVersion === null ? null : rolloutShare(row.rolloutPlan, row.rolloutStartedAt, now),
      health: this.health(row),
    };
  }
}
