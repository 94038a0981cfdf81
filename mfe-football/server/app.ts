import path from 'node:path';
import { createService, migrate, serveRemoteStatic, type Db } from '@sl/server-kit';
import { seedFootball } from './feed/seed';
import { FixturesRepository } from './fixtures/repository';
import { fixturesRoutes } from './fixtures/routes';
import { footballMigrations } from './migrations';

export interface FootballAppOptions {
  db: Db;
  allowedOrigins: string[];
  distDir?: string;
  now?: () => Date;
}

const packageDir = path.join(import.meta.dirname, '..');

export async function buildFootballApp(options: FootballAppOptions) {
  await migrate(options.db, footballMigrations);
  const fixtures = new FixturesRepository(options.db);
  await seedFootball(fixtures, options.now?.());
  const app = createService({ name: 'football', db: options.db });
  await fixturesRoutes(app, fixtures);
  await serveRemoteStatic(app, {
    root: options.distDir ?? path.join(packageDir, 'dist'),
    allowedOrigins: options.allowedOrigins,
  });
  return app;
}
