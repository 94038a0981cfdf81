import type { Db } from '@sl/server-kit';
import { listenForTest } from '@sl/server-kit/testing';
import { buildRacingApp, type RacingAppOptions } from './app';
import type { PremiumAccessCheck } from './racecard/premium-access';

/** A fixed clock for service tests: mid-afternoon in London, so the day has results and races still to run. */
export const TEST_NOW = new Date('2026-06-15T14:00:00.000Z');
export const TEST_DAY = '2026-06-15';

export async function startRacing(
  db: Db,
  premiumAccess?: PremiumAccessCheck,
  options: Partial<RacingAppOptions> = {},
) {
  const app = await buildRacingApp({
    db,
    allowedOrigins: ['http://localhost:3000'],
    distDir: '/nonexistent',
    now: () => TEST_NOW,
    ...(premiumAccess ? { premiumAccess } : {}),
    ...options,
  });
  app.log.level = 'silent';
  const base = await listenForTest(app);
  return { app, base, get: (path: string, init?: RequestInit) => fetch(`${base}${path}`, init) };
}

export async function errorCode(response: Response): Promise<string> {
  return ((await response.json()) as { error: { code: string } }).error.code;
}
