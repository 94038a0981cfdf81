import { addDays, londonToday } from '@sl/server-kit';
import type { RacecardsRepository } from '../racecards/repository';
import { generateFeedDay } from './generate';

/** Yesterday, today and the next three days, generated once each; days already loaded are left alone. */
export async function seedRacing(repo: RacecardsRepository, now: Date = new Date()): Promise<string[]> {
  const today = londonToday(now);
  const seeded: string[] = [];
  for (let offset = -1; offset <= 3; offset++) {
    const date = addDays(today, offset);
    if (await repo.hasDay(date)) continue;
    await repo.saveDay(date, generateFeedDay(date).races, 'generator');
    seeded.push(date);
  }
  return seeded;
}
