import type { AppInstance } from '../http/service';
import { connectRedis } from './connect';
import { everyReplica, redisJobLease, type JobLease } from './job-lease';

/**
 * The job lease a service's timers ask before each run: in Redis at `redisUrl` (REDIS_URL), on a connection of the
 * app's own that closes with it, so one replica runs each job; every replica runs them without it.
 */
export function appJobLease(app: AppInstance, redisUrl: string | undefined, name: string): JobLease {
  if (!redisUrl) return everyReplica;
  const warn = (message: string, error: unknown) => app.log.warn({ err: error }, message);
  const redis = connectRedis(redisUrl, `${name}-job-lease`, warn);
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redisJobLease(redis, warn);
}
