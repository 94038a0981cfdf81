import { addDays, londonToday } from '@sl/server-kit';
import type { RacecardsRepository } from '../racecards/repository';
import { generateFeedDay } from './generate';
import { DEFAULT_WORLD_SEED } from './world/types';

/** The world the service draws its racing from: RACING_WORLD_SEED (or FEED_SEED) when set, else the default. */
export function worldSeedFrom(env: NodeJS.ProcessEnv = process.env): string {
  return env.RACING_WORLD_SEED || env.FEED_SEED || DEFAULT_WORLD_SEED;
}

/** Yesterday, today and the next three days, generated once each; days already loaded are left alone. */
export async function seedRacing(
  repo: RacecardsRepository,
  now: Date = new Date(),
  seed: string = worldSeedFrom(),
): Promise<string[]> {
  const today = londonToday(now);
  const seeded: string[] = [];
  for (let offset = -1; offset <= 3; offset++) {
    const date = addDays(today, offset);
    if (await repo.hasDay(date)) continue;
    await repo.saveDay(date, generateFeedDay(date, seed).races, 'generator');
    seeded.push(date);
  }
  return seeded;
}
