import { rolloutShare, type RegistryRow } from '@sl/contracts';
import { type RegistryStatus, type RemoteRates, type VersionHealth } from '@sl/contracts/release';
import { MemoryRolloutCounts, type RolloutCountStore } from './count-store';
import { ratesOf } from './rate-timeline';

const epochOf = (row: RegistryRow) =>
  row.rolloutVersion === null ? null : `${row.rolloutVersion}@${row.rolloutStartedAt ?? ''}`;

const WINDOW_MINUTES = 60;

/**
 * Pages served and browser failures per remote and version, counted afresh whenever a remote's rollout changes
 * (the row read at render time names it, so every replica moves on by itself), and by the minute over the last hour
 * for the release console, across rollouts. Kept in `store`: this process's memory, or Redis shared by every
 * replica. Versions are bounded by the registry's history, as failures are only accepted for released versions.
 */
export class RolloutHealth {
  /** The rollout each remote was last seen in here (a page served, or the guard's look), for failure reports. */
  private readonly epochs = new Map<string, string | null>();

  constructor(
    private readonly clock: () => Date = () => new Date(),
    private readonly store: RolloutCountStore = new MemoryRolloutCounts(),
  ) {}

  countPage(row: RegistryRow, version: string): void {
    const epoch = epochOf(row);
    this.epochs.set(row.name, epoch);
    this.store.count('pages', row.name, epoch, version, this.clock().getTime());
  }

  /**
   * A failure a browser reported: it counts towards the rollout this replica last saw the remote in (a page served,
   * or the guard's look every 10 s); one that has seen neither since it started counts it towards no rollout, and
   * in the hour's chart.
   */
  countFailure(remote: string, version: string): void {
    const epoch = this.epochs.get(remote) ?? null;
    this.store.count('failures', remote, epoch, version, this.clock().getTime());
  }

  async health(row: RegistryRow): Promise<VersionHealth[]> {
    const epoch = epochOf(row);
    this.epochs.set(row.name, epoch);
    const { pages, failures } = await this.store.epoch(row.name, epoch);
    const versions = [...new Set([...pages.keys(), ...failures.keys()])].sort();
    return versions.map((version) => {
      const served = pages.get(version) ?? 0;
      const failed = failures.get(version) ?? 0;
      return { version, pages: served, failures: failed, failureRate: served > 0 ? failed / served : null };
    });
  }

  /** Each version's pages and failures by the minute over the last hour. */
  async rates(remote: string): Promise<RemoteRates> {
    const { first, versions } = await this.store.minutes(remote, this.clock().getTime());
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
