import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { SharedRolloutCounts } from './shared-counts';

/**
 * The rollout counts in Redis at `url` (REDIS_URL), with a connection of their own. A command waits at most a
 * second and is not retried while Redis is away: a count waits in memory for the next flush, and a read fails
 * (the guard tries again in 10 s, the console shows the error) rather than hanging a request.
 */
export function redisRolloutCounts(url: string, log: FastifyBaseLogger) {
  const redis = new Redis(url, {
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    connectionName: 'sl-shell-rollout-counts',
  });
  let lastLogged = 0;
  // ioredis emits 'error' on every failed reconnect: an unheard one would end the process, and one a second is noise.
  redis.on('error', (error) => {
    if (Date.now() - lastLogged < 30_000) return;
    lastLogged = Date.now();
    log.warn({ err: error }, 'Redis (rollout counts) is unreachable');
  });
  const counts = new SharedRolloutCounts(redis, (message, error) => log.warn({ err: error }, message));
  return {
    counts,
    async close() {
      await counts.close();
      redis.disconnect();
    },
  };
}
