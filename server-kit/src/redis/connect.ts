import { Redis } from 'ioredis';

/**
 * A connection to the Redis at `url` (REDIS_URL) for one purpose, named so `CLIENT LIST` says whose it is. A
 * command waits at most a second and is retried at most once while Redis is away: its caller decides what to do
 * without it, and no request hangs on it. Reconnects by itself.
 */
export function connectRedis(
  url: string,
  name: string,
  warn: (message: string, error: unknown) => void,
): Redis {
  const redis = new Redis(url, { commandTimeout: 1_000, maxRetriesPerRequest: 1, connectionName: name });
  let lastWarned = 0;
  // ioredis emits 'error' on every failed reconnect: an unheard one would end the process, and one a second is noise.
  redis.on('error', (error) => {
    if (Date.now() - lastWarned < 30_000) return;
    lastWarned = Date.now();
    warn(`Redis (${name}) is unreachable`, error);
  });
  return redis;
}
