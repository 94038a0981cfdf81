import { Value } from 'typebox/value';
import type { RaceCard } from '@sl/contracts';
import { parseIsoDate } from '@sl/server-kit';
import type { RacecardsRepository } from '../racecards/repository';
import { RULE_NAMES, dayProblems, type RuleName } from './invariants';
import { FeedFileSchema } from './schema';

/** The most problems an error lists: enough to see the pattern, short enough to read. */
const MAX_LISTED_PROBLEMS = 20;

/** A file the importer refuses: `problems` holds every problem found, the message lists the first ones. */
export class FeedImportError extends Error {
  constructor(readonly problems: string[]) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => `  - ${p}`);
    const more = problems.length - listed.length;
    super(
      [
        `The racing feed file is not valid (${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was imported):`,
        ...listed,
        ...(more > 0 ? [`  … and ${more} more`] : []),
      ].join('\n'),
    );
    this.name = 'FeedImportError';
  }
}

/** The rules a feed file must pass to be imported: every one the world model's property tests hold it to. */
const IMPORT_RULES: readonly RuleName[] = RULE_NAMES;

/** Parses a feed file's text and checks it against the schema and the rules; throws FeedImportError naming the problems. */
export function parseFeedFile(
  text: string,
  rules: readonly RuleName[] = IMPORT_RULES,
): { date: string; races: RaceCard[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new FeedImportError([`not JSON (${(error as Error).message})`]);
  }
  if (!Value.Check(FeedFileSchema, data)) {
    const problems = [...Value.Errors(FeedFileSchema, data)]
      .slice(0, MAX_LISTED_PROBLEMS)
      .map((e) => `${e.instancePath || '/'}: ${e.message}`);
    throw new FeedImportError(problems);
  }
  try {
    parseIsoDate(data.date);
  } catch {
    throw new FeedImportError([`date "${data.date}" is not a calendar date`]);
  }
  const races = data.races as RaceCard[];
  const problems = dayProblems({ date: data.date, races }, rules);
  if (problems.length > 0) throw new FeedImportError(problems);
  return { date: data.date, races };
}

/**
 * Imports a day from a file's text: every check runs before anything is written, then the day is saved in one
 * transaction, all of it or (on any error) none of it.
 */
export async function importFeedDay(
  repo: RacecardsRepository,
  text: string,
  rules: readonly RuleName[] = IMPORT_RULES,
): Promise<{ date: string; races: number }> {
  const { date, races } = parseFeedFile(text, rules);
  await repo.saveDay(date, races, 'import');
  return { date, races: races.length };
}
