import { readFile } from 'node:fs/promises';
import { migrate, openDb, serviceRuntime } from '@sl/server-kit';
import { FeedImportError, IMPORT_RULES, importFeedDay } from './feed/import';
import { RULE_NAMES } from './feed/invariants';
import { racingMigrations } from './migrations';
import { RacecardsRepository } from './racecards/repository';

/**
 * npm run import -w @sl/mfe-racing -- [--all-rules] day.json [more.json ...]: loads days of race cards into the
 * racing database. A file breaking a rule is named with its problems and nothing of it is written; --all-rules also
 * applies the rules still pending the world model (RULES_PENDING_WORLD_MODEL in feed/import.ts).
 */
const args = process.argv.slice(2);
const rules = args.includes('--all-rules') ? RULE_NAMES : IMPORT_RULES;
const files = args.filter((arg) => arg !== '--all-rules');
if (files.length === 0) {
  console.error('usage: npm run import -w @sl/mfe-racing -- [--all-rules] <file.json> [...]');
  process.exit(2);
}
const runtime = serviceRuntime('racing');
const db = await openDb({ service: 'racing', databaseUrl: runtime.databaseUrl, dataRoot: runtime.dataRoot });
let failed = false;
try {
  await migrate(db, racingMigrations);
  const repo = new RacecardsRepository(db);
  for (const file of files) {
    try {
      const { date, races } = await importFeedDay(repo, await readFile(file, 'utf8'), rules);
      console.log(`${file}: imported ${races} races for ${date}`);
    } catch (error) {
      failed = true;
      if (error instanceof FeedImportError) console.error(`${file}: ${error.message}`);
      else console.error(`${file}: ${(error as Error).message}`);
    }
  }
} finally {
  await db.close();
}
process.exit(failed ? 1 : 0);
