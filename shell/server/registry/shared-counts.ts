import type { Redis } from 'ioredis';
import type { CountKind, EpochCounts, RolloutCountStore } from './count-store';
import { MINUTE_MS, type Bucket, type VersionMinutes } from './rate-timeline';

/** How long a rollout's counts outlive their last count: longer than any plan runs. */
const ROLLOUT_TTL_SECONDS = 14 * 24 * 3600;
/** Buffered counts are written this often; a read writes them first, so a replica always sees its own. */
const FLUSH_EVERY_MS = 1_000;
/** A Redis that stays away must not grow the buffer without end: past this many keys, new counts are dropped. */
const MAX_BUFFERED_KEYS = 10_000;

/** `pages:<version>` or `failures:<version>`: versions may hold colons, kinds do not. */
const field = (kind: CountKind, version: string) => `${kind}:${version}`;
function parseField(name: string): { kind: CountKind; version: string } | null {
  const colon = name.indexOf(':');
  const kind = name.slice(0, colon);
  if (kind !== 'pages' && kind !== 'failures') return null;
  return { kind, version: name.slice(colon + 1) };
}

/**
 * The rollout guard's counts and the console's hour kept in Redis, so every shell replica counts into and judges by
 * the same numbers: a rollout is aborted on the whole site's failure rate, and the console shows every replica's
 * pages, not the one it asked. Counting stays off the page's path: counts gather in memory and go to Redis once a
 * second in one pipeline (HINCRBY, with an expiry, so Redis holds no more than the last weeks' rollouts and the
 * last hour and a bit of minutes).
 */
export class SharedRolloutCounts implements RolloutCountStore {
  private buffer = new Map<string, Map<string, number>>();
  private flushing: Promise<unknown> = Promise.resolve();
  private lastWarned = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    private readonly log: (message: string, error: unknown) => void,
    private readonly prefix = 'sl:shell:rollout-counts:',
    private readonly windowMinutes = 60,
  ) {
    this.timer = setInterval(() => void this.flush().catch(() => undefined), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  private epochKey(remote: string, epoch: string | null) {
    return `${this.prefix}epoch:${remote}:${epoch ?? '-'}`;
  }

  private minuteKey(remote: string, minute: number) {
    return `${this.prefix}minute:${remote}:${minute}`;
  }

  private add(key: string, name: string, n = 1) {
    let fields = this.buffer.get(key);
    if (!fields) {
      if (this.buffer.size >= MAX_BUFFERED_KEYS) return;
      this.buffer.set(key, (fields = new Map()));
    }
    fields.set(name, (fields.get(name) ?? 0) + n);
  }

  /** One page or failure of `version`, in the rollout `epoch` (null: no rollout running) and in minute `at` (ms). */
  count(kind: CountKind, remote: string, epoch: string | null, version: string, at: number): void {
    this.add(this.epochKey(remote, epoch), field(kind, version));
    this.add(this.minuteKey(remote, Math.floor(at / MINUTE_MS)), field(kind, version));
  }

  /** Writes what is buffered, one flush at a time; counts a failed write could not place are kept for the next. */
  flush(): Promise<void> {
    const run = this.flushing.then(async () => {
      if (this.buffer.size === 0) return;
      const taken = this.buffer;
      this.buffer = new Map();
      const pipeline = this.redis.pipeline();
      for (const [key, fields] of taken) {
        for (const [name, n] of fields) pipeline.hincrby(key, name, n);
        const ttl = key.includes(':minute:') ? (this.windowMinutes + 5) * 60 : ROLLOUT_TTL_SECONDS;
        pipeline.expire(key, ttl);
      }
      try {
        const results = (await pipeline.exec()) ?? [];
        const failed = results.find(([error]) => error);
        if (failed) throw failed[0];
      } catch (error) {
        // Redis away: keep the counts for the next flush (a partial write may count some twice: counts are a
        // health signal, and a rollout judged on slightly more pages errs on neither side).
        for (const [key, fields] of taken) for (const [name, n] of fields) this.add(key, name, n);
        // Once a minute at most: a flush a second would fill the log while Redis is away.
        if (Date.now() - this.lastWarned >= 60_000) {
          this.lastWarned = Date.now();
          this.log('rollout counts could not be written to Redis', error);
        }
        throw error;
      }
    });
    // The next flush waits for this one, failed or not.
    this.flushing = run.catch(() => undefined);
    return run;
  }

  /** The counts of one rollout (or of the time with none), every replica's, this one's unwritten included. */
  async epoch(remote: string, epoch: string | null): Promise<EpochCounts> {
    await this.flush();
    const hash = await this.redis.hgetall(this.epochKey(remote, epoch));
    const counts: EpochCounts = { pages: new Map(), failures: new Map() };
    for (const [name, value] of Object.entries(hash)) {
      const parsed = parseField(name);
      if (parsed) counts[parsed.kind].set(parsed.version, Number(value));
    }
    return counts;
  }

  /** Per version, the buckets of the `windowMinutes` minutes up to and including the one `at` falls in. */
  async minutes(remote: string, at: number): Promise<{ first: number; versions: VersionMinutes }> {
    await this.flush();
    const last = Math.floor(at / MINUTE_MS);
    const first = last - this.windowMinutes + 1;
    const pipeline = this.redis.pipeline();
    for (let m = first; m <= last; m += 1) pipeline.hgetall(this.minuteKey(remote, m));
    const results = (await pipeline.exec()) ?? [];
    const versions: VersionMinutes = new Map();
    results.forEach(([error, hash], i) => {
      if (error) throw error;
      for (const [name, value] of Object.entries(hash as Record<string, string>)) {
        const parsed = parseField(name);
        if (!parsed) continue;
        let minutes = versions.get(parsed.version);
        if (!minutes) versions.set(parsed.version, (minutes = new Map()));
        const bucket: Bucket = minutes.get(first + i) ?? { pages: 0, failures: 0 };
        bucket[parsed.kind] = Number(value);
        minutes.set(first + i, bucket);
      }
    });
    return { first, versions };
  }

  /** Writes what is left and stops the timer (the connection is its owner's to close). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch(() => undefined);
  }
}
