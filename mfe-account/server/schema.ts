import { migrate, type Db } from '@sl/server-kit';
import { accountMigrations } from './migrations';
import { plusMigrations } from './plus/migrations';
import { subscriptionMigrations } from './subscriptions/migrations';

/**
 * The account service's tables, in the order they are made: applied at start (app.ts) and by the migrations Job
 * (migrate.ts), so the two can never disagree.
 */
export async function migrateSchema(db: Db): Promise<void> {
  await migrate(db, accountMigrations);
  await migrate(db, subscriptionMigrations);
  await migrate(db, plusMigrations);
}
