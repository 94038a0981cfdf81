import { migrate, type Db } from '@sl/server-kit';
import { loadProductTokenKeys } from './product-token/keys';
import { racingMigrations } from './migrations';

/**
 * The racing service's tables, in the order they are made: applied at start (app.ts) and by the migrations Job
 * (migrate.ts), so the two can never disagree.
 */
export async function migrateSchema(db: Db): Promise<void> {
  await migrate(db, racingMigrations);
  // The key table is migrated by the code that owns it, which also makes the one key every replica signs with.
  await loadProductTokenKeys(db);
}
