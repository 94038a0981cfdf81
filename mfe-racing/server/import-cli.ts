import { readFile } from 'node:fs/promises';
import { command, defineSingleCli, runCli, withServiceDb } from '@sl/server-kit/cli';
import { importFeedDay } from './feed/import';
import { racingMigrations } from './migrations';
import { RacecardsRepository } from './racecards/repository';

/**
 * npm run import -w @sl/mfe-racing -- day.json [more.json ...]: loads days of race cards into the racing database.
 * A file breaking a rule (feed/invariants.ts: the same rules the world model's property tests hold) is named with
 * its problems and nothing of it is written.
 */
const importCli = defineSingleCli(
  'npm run import -w @sl/mfe-racing --',
  command({ rest: 'file.json', build: ({ rest }) => rest }),
);

async function importFiles(files: string[]): Promise<number> {
  return withServiceDb('racing', racingMigrations, async (db) => {
    const repo = new RacecardsRepository(db);
    let failed = false;
    for (const file of files) {
      try {
        const { date, races } = await importFeedDay(repo, await readFile(file, 'utf8'));
        console.log(`${file}: imported ${races} races for ${date}`);
      } catch (error) {
        failed = true;
        console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return failed ? 1 : 0;
  });
}

process.exitCode = await runCli(importCli, 'import', process.argv.slice(2), importFiles);
