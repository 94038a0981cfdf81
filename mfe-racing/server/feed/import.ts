import { Value } from 'typebox/value';
import { ENTRY_STATUS, type RaceCard } from '@sl/contracts';
import { parseIsoDate } from '@sl/server-kit';
import type { RacecardsRepository } from '../racecards/repository';
import { FeedFileSchema } from './schema';

export class FeedImportError extends Error {
  constructor(readonly problems: string[]) {
    super(`The racing feed file is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'FeedImportError';
  }
}

/** The rules a schema cannot say: one top-rated runner, dropped-out entries unnumbered and unrated, one date. */
function ruleProblems(date: string, races: RaceCard[]): string[] {
  const problems: string[] = [];
  const ids = new Set<number>();
  for (const race of races) {
    const where = `race ${race.raceId}`;
    if (ids.has(race.raceId)) problems.push(`${where}: the race id appears twice`);
    ids.add(race.raceId);
    if (race.meetingDate.slice(0, 10) !== date) problems.push(`${where}: meetingDate is not ${date}`);
    const top = race.entries.filter((e) => e.topRated).length;
    if (top !== 1) problems.push(`${where}: ${top} entries are topRated; exactly one must be`);
    for (const e of race.entries) {
      if (e.horse.horseCode !== e.horseCode)
        problems.push(`${where}: ${e.horseName} has two different horse codes`);
      if (e.statusId === ENTRY_STATUS.runner && e.entryNumber <= 0)
        problems.push(`${where}: runner ${e.horseName} has no entryNumber`);
      if (e.statusId !== ENTRY_STATUS.runner) {
        if (e.entryNumber !== 0)
          problems.push(`${where}: dropped-out ${e.horseName} must have entryNumber 0`);
        if (e.jockeyCode !== '' || e.jockeyFullName !== '')
          problems.push(`${where}: dropped-out ${e.horseName} must have no rider`);
        if (e.rating123 !== 0 || e.ratingStars !== 0 || e.preRaceAdjustedRating !== 0)
          problems.push(`${where}: dropped-out ${e.horseName} must have no ratings`);
      }
    }
  }
  return problems;
}

/** Parses and checks a feed file's text; throws FeedImportError naming every problem found. */
export function parseFeedFile(text: string): { date: string; races: RaceCard[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new FeedImportError([`not JSON (${(error as Error).message})`]);
  }
  if (!Value.Check(FeedFileSchema, data)) {
    const problems = [...Value.Errors(FeedFileSchema, data)]
      .slice(0, 20)
      .map((e) => `${e.instancePath || '/'}: ${e.message}`);
    throw new FeedImportError(problems);
  }
  try {
    parseIsoDate(data.date);
  } catch {
    throw new FeedImportError([`date "${data.date}" is not a calendar date`]);
  }
  const races = data.races as RaceCard[];
  const problems = ruleProblems(data.date, races);
  if (problems.length > 0) throw new FeedImportError(problems.slice(0, 20));
  return { date: data.date, races };
}

/** Imports a day from a file's text in one transaction: all of it, or (on any error) none of it. */
export async function importFeedDay(
  repo: RacecardsRepository,
  text: string,
): Promise<{ date: string; races: number }> {
  const { date, races } = parseFeedFile(text);
  await repo.saveDay(date, races, 'import');
  return { date, races: races.length };
}
