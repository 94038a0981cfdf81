import type { AppInstance } from '../http/service';
import { connectRedis } from './connect';
import { everyReplica, redisJobLease, type JobLease } from './job-lease';
import { noSharedMutex, redisMutex, type Mutex } from './mutex';

/** How a service's replicas take turns: which one runs a timed job, and one at a time on a key. */
export interface ReplicaTurns {
  lease: JobLease;
  mutex: Mutex;
}

/**
 * A service's job lease and mutex: in Redis at `redisUrl` (REDIS_URL), on a connection of the app's own that closes
 * with it; without Redis every replica runs every job, and only in-process order holds.
 */
export function replicaTurns(app: AppInstance, redisUrl: string | undefined, name: string): ReplicaTurns {
  if (!redisUrl) return { lease: everyReplica, mutex: noSharedMutex };
  const warn = (message: string, error: unknown) => app.log.warn({ err: error }, message);
  const redis = connectRedis(redisUrl, `${name}-replica-turns`, warn);
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return { lease: redisJobLease(redis, warn), mutex: redisMutex(redis, warn) };
}
