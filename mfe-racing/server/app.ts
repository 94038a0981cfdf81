import path from 'node:path';
import { createService, migrate, serveRemoteStatic, type Db } from '@sl/server-kit';
import { seedRacing } from './feed/seed';
import { racingMigrations } from './migrations';
import { RacecardsRepository } from './racecards/repository';
import { racecardsRoutes } from './racecards/routes';

export interface RacingAppOptions {
  db: Db;
  allowedOrigins: string[];
  distDir?: string;
  now?: () => Date;
}

const packageDir = path.join(import.meta.dirname, '..');

export async function buildRacingApp(options: RacingAppOptions) {
  await migrate(options.db, racingMigrations);
  const racecards = new RacecardsRepository(options.db);
  await seedRacing(racecards, options.now?.());
  const app = createService({ name: 'racing', db: options.db });
  await racecardsRoutes(app, racecards);
  await serveRemoteStatic(app, {
    root: options.distDir ?? path.join(packageDir, 'dist'),
    buildsRoot: path.join(packageDir, 'dist-builds'),
    allowedOrigins: options.allowedOrigins,
  });
  return app;
}
