import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';

/**
 * Whether this replica is the one to run a periodic job (a purge, a feed writer, a guard) now. Asked on every
 * tick, with the job's interval; true means run it.
 */
export type JobLease = (job: string, everyMs: number) => Promise<boolean>;

/** Without Redis every replica runs every job (the embedded run has one of each). */
export const everyReplica: JobLease = async () => true;

/**
 * Take the lease when it is free, or keep it when it is ours already (and push its end out); anyone else's lease
 * is left alone. One round trip, atomic in Redis.
 */
const TAKE_OR_KEEP = `
if redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2], 'NX') then return 1 end
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
return 0`;

/**
 * One replica at a time runs each job: the first to ask takes a lease in Redis and keeps it as long as it keeps
 * asking (each tick renews it), so its own retries are not locked out; when it dies or stops asking, the lease
 * runs out after two of the job's intervals (one would let a late tick hand the job around) and the next replica
 * to ask takes the job over. When Redis cannot be asked the replica runs the job: these jobs are safe to run twice
 * (each says why), and a job nobody runs is the worse failure.
 */
export function redisJobLease(
  redis: Redis,
  warn: (message: string, error: unknown) => void,
  // Host and pid for whoever reads Redis; the random part tells two apps in one process apart (as in tests).
  owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  prefix = 'sl:job-lease:',
): JobLease {
  return async (job, everyMs) => {
    try {
      const ttlMs = String(Math.ceil(2 * everyMs));
      const taken = await redis.eval(TAKE_OR_KEEP, 1, `${prefix}${job}`, owner, ttlMs);
      return taken === 1;
    } catch (error) {
      warn(`job lease ${job}: Redis could not be asked; this replica runs it`, error);
      return true;
    }
  };
}
