import { RateTimeline, type Bucket, type VersionMinutes } from './rate-timeline';

export type CountKind = keyof Bucket;

export interface EpochCounts {
  pages: Map<string, number>;
  failures: Map<string, number>;
}

/**
 * Where the rollout guard's and the release console's counts live: pages and browser failures per remote and
 * version, by rollout (`epoch`: version and start, or null while none runs) and by the minute over the last hour.
 * In this process (MemoryRolloutCounts) or in Redis, shared by every shell replica (SharedRolloutCounts).
 */
export interface RolloutCountStore {
  /** One page or failure of `version`, in the rollout `epoch` and in the minute `at` (ms) falls in. Never waits. */
  count(kind: CountKind, remote: string, epoch: string | null, version: string, at: number): void;
  /** The counts of one rollout of `remote`. */
  epoch(remote: string, epoch: string | null): Promise<EpochCounts>;
  /** Per version, the buckets of the last hour's minutes up to the one `at` falls in. */
  minutes(remote: string, at: number): Promise<{ first: number; versions: VersionMinutes }>;
}

/**
 * The counts in this process: each replica judges by its own traffic (with traffic spread evenly, the same rate).
 * Only each remote's current rollout is kept: a count or a look at another starts it afresh, so memory stays
 * bounded by the remotes and their versions.
 */
export class MemoryRolloutCounts implements RolloutCountStore {
  private readonly current = new Map<string, { epoch: string | null; counts: EpochCounts }>();
  private readonly timeline = new RateTimeline();

  private countsOf(remote: string, epoch: string | null): EpochCounts {
    const kept = this.current.get(remote);
    if (kept && kept.epoch === epoch) return kept.counts;
    const counts: EpochCounts = { pages: new Map(), failures: new Map() };
    this.current.set(remote, { epoch, counts });
    return counts;
  }

  count(kind: CountKind, remote: string, epoch: string | null, version: string, at: number): void {
    const counts = this.countsOf(remote, epoch)[kind];
    counts.set(version, (counts.get(version) ?? 0) + 1);
    this.timeline.count(kind, remote, version, at);
  }

  async epoch(remote: string, epoch: string | null): Promise<EpochCounts> {
    return this.countsOf(remote, epoch);
  }

  async minutes(remote: string, at: number) {
    return this.timeline.minutes(remote, at);
  }
}
