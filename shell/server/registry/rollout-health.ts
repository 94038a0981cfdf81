import {
  rolloutShare,
  type RegistryRow,
  type RegistryStatus,
  type RemoteRates,
  type VersionHealth,
} from '@sl/contracts';
import { RateTimeline, ratesOf } from './rate-timeline';
import type { EpochCounts, SharedRolloutCounts } from './shared-counts';

interface Counts extends EpochCounts {
  /** Which rollout these counts belong to (version and start), or null: counts since the last rollout ended. */
  epoch: string | null;
}

const epochOf = (row: RegistryRow) =>
  row.rolloutVersion === null ? null : `${row.rolloutVersion}@${row.rolloutStartedAt ?? ''}`;

const WINDOW_MINUTES = 60;

/**
 * Pages served and browser failures per remote and version, counted afresh whenever a remote's rollout changes
 * (the row read at render time names it, so every replica resets on its own). Without Redis they live in this
 * process and each replica judges by its own traffic (with traffic spread evenly, the same rate); with Redis
 * (`shared`) every replica counts into and reads the same numbers. Versions are bounded by the registry's history,
 * as failures are only accepted for released versions.
 */
export class RolloutHealth {
  private readonly remotes = new Map<string, Counts>();
  /** The last hour by the minute, for the release console's chart: kept across rollouts. */
  private readonly timeline: RateTimeline;
  /** With Redis: the rollout each remote was last seen in here, which a failure report is counted towards. */
  private readonly epochs = new Map<string, string | null>();

  constructor(
    private readonly clock: () => Date = () => new Date(),
    private readonly shared?: SharedRolloutCounts,
  ) {
    this.timeline = new RateTimeline(() => clock().getTime(), WINDOW_MINUTES);
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
    if (this.shared) {
      const epoch = epochOf(row);
      this.epochs.set(row.name, epoch);
      this.shared.count('pages', row.name, epoch, version, this.clock().getTime());
      return;
    }
    const { pages } = this.counts(row);
    pages.set(version, (pages.get(version) ?? 0) + 1);
    this.timeline.page(row.name, version);
  }

  /**
   * A failure a browser reported: it counts towards the remote's current rollout, whichever that is. With Redis,
   * that is the rollout this replica last saw the remote in (a page served, or the guard's look every 10 s); one
   * that has seen neither since it started counts it in the hour's chart and towards no rollout.
   */
  countFailure(remote: string, version: string): void {
    if (this.shared) {
      const epoch = this.epochs.get(remote) ?? null;
      this.shared.count('failures', remote, epoch, version, this.clock().getTime());
      return;
    }
    this.timeline.failure(remote, version);
    const counts = this.remotes.get(remote);
    if (!counts) return; // No page of it was served since this process started: nothing to judge.
    counts.failures.set(version, (counts.failures.get(version) ?? 0) + 1);
  }

  async health(row: RegistryRow): Promise<VersionHealth[]> {
    let counts: EpochCounts;
    if (this.shared) {
      this.epochs.set(row.name, epochOf(row));
      counts = await this.shared.epoch(row.name, epochOf(row));
    } else {
      counts = this.counts(row);
    }
    const { pages, failures } = counts;
    const versions = [...new Set([...pages.keys(), ...failures.keys()])].sort();
    return versions.map((version) => {
      const served = pages.get(version) ?? 0;
      const failed = failures.get(version) ?? 0;
      return { version, pages: served, failures: failed, failureRate: served > 0 ? failed / served : null };
    });
  }

  /** Each version's pages and failures by the minute over the last hour. */
  async rates(remote: string): Promise<RemoteRates> {
    if (!this.shared) return this.timeline.rates(remote);
    const { first, versions } = await this.shared.minutes(remote, this.clock().getTime());
    return ratesOf(remote, first, WINDOW_MINUTES, versions);
  }

  async status(row: RegistryRow, now: Date): Promise<RegistryStatus> {
    return {
      ...row,
      rolloutShare:
        row.rolloutVersion === null ? null : rolloutShare(row.rolloutPlan, row.rolloutStartedAt, now),
      health: await this.health(row),
    };
  }
}
