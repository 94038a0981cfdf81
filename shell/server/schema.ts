import { migrate, type Db } from '@sl/server-kit';
import { featureMigrations } from './features/migrations';
import { formsMigrations } from './forms/migrations';
import { registryMigrations } from './registry/migrations';

/**
 * The shell service's tables, in the order they are made: applied at start (app.ts) and by the migrations Job
 * (migrate.ts), so the two can never disagree.
 */
export async function migrateSchema(db: Db): Promise<void> {
  await migrate(db, registryMigrations);
  await migrate(db, formsMigrations);
  await migrate(db, featureMigrations);
}
