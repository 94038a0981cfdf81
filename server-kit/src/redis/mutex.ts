import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Runs `work` while no other holder of `key` runs, across every replica that shares the mutex's store. */
export type Mutex = <T>(key: string, work: () => Promise<T>) => Promise<T>;

/** Without Redis: no lock beyond the caller's own (a service's in-process queue covers its one process). */
export const noSharedMutex: Mutex = (_key, work) => work();

/** Deletes the lock only if it is still this holder's (it may have run out and been taken since). */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A lock per key in Redis (SET NX PX, released by its holder's token), so work on one key runs one at a time
 * across replicas. A holder that dies frees the key after `holdMs`; a waiter gives up after `waitMs` and runs
 * anyway, as it does when Redis cannot be asked: these locks keep a burst from outrunning a count, and a site that
 * stops signing anyone in because Redis is away would be the worse failure.
 */
export function redisMutex(
  redis: Redis,
  warn: (message: string, error: unknown) => void,
  { holdMs = 10_000, waitMs = 10_000, prefix = 'sl:mutex:' } = {},
): Mutex {
  return async (key, work) => {
    const name = `${prefix}${key}`;
    const token = randomUUID();
    let held = false;
    try {
      for (const until = Date.now() + waitMs; !held && Date.now() < until;) {
        held = (await redis.set(name, token, 'PX', holdMs, 'NX')) === 'OK';
        if (!held) await sleep(15);
      }
      if (!held) warn(`mutex ${key}: still held after ${waitMs} ms; running without it`, undefined);
    } catch (error) {
      warn(`mutex ${key}: Redis could not be asked; running without it`, error);
    }
    try {
      return await work();
    } finally {
      if (held) await redis.eval(RELEASE, 1, name, token).catch(() => undefined);
    }
  };
}
