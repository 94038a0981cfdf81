import { readFile } from 'node:fs/promises';
import { migrate, openDb, serviceRuntime } from '@sl/server-kit';
import { FeedImportError, importFeedDay } from './feed/import';
import { racingMigrations } from './migrations';
import { RacecardsRepository } from './racecards/repository';

/**
 * npm run import -w @sl/mfe-racing -- day.json [more.json ...]: loads days of race cards into the racing database.
 * A file breaking a rule (feed/invariants.ts: the same rules the world model's property tests hold) is named with
 * its problems and nothing of it is written.
 */
const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: npm run import -w @sl/mfe-racing -- <file.json> [...]');
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
      const { date, races } = await importFeedDay(repo, await readFile(file, 'utf8'));
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
