import { addDays, londonToday } from '@sl/server-kit';
import type { FixturesRepository } from '../fixtures/repository';
import { generateFixtures } from './generate';

/** Yesterday to three days ahead, generated once each; loaded days are left alone. */
export async function seedFootball(repo: FixturesRepository, now: Date = new Date()): Promise<string[]> {
  const today = londonToday(now);
  const seeded: string[] = [];
  for (let offset = -1; offset <= 3; offset++) {
    const date = addDays(today, offset);
    if (await repo.hasDay(date)) continue;
    await repo.saveDay(date, generateFixtures(date), 'generator');
    seeded.push(date);
  }
  return seeded;
}
