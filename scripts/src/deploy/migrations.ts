import { migrate, type Db, type Migration, type ServiceName } from '@sl/server-kit';
// The migrations Job runs outside any one service, so it reaches each service's migration lists by path: the
// lists are plain SQL with no imports beyond server-kit's types (racing's key table aside, below).
import { featureMigrations } from '../../../shell/server/features/migrations';
import { formsMigrations } from '../../../shell/server/forms/migrations';
import { registryMigrations } from '../../../shell/server/registry/migrations';
import { racingMigrations } from '../../../mfe-racing/server/migrations';
import { loadProductTokenKeys } from '../../../mfe-racing/server/product-token/keys';
import { footballMigrations } from '../../../mfe-football/server/migrations';
import { promosMigrations } from '../../../mfe-promos/server/migrations';
import { accountMigrations } from '../../../mfe-account/server/migrations';
import { plusMigrations } from '../../../mfe-account/server/plus/migrations';
import { subscriptionMigrations } from '../../../mfe-account/server/subscriptions/migrations';

type Step = (db: Db) => Promise<unknown>;

const applying = (lists: Record<string, Migration[]>): Record<string, Step> =>
  Object.fromEntries(Object.entries(lists).map(([name, list]) => [name, (db: Db) => migrate(db, list)]));

/**
 * Each service's schema steps, named after the migration list its own code passes to `migrate`, in the order its
 * app.ts applies them at start (migrations.test.ts checks the names against the services' code).
 */
export const MIGRATION_STEPS: Record<ServiceName, Record<string, Step>> = {
  shell: applying({ registryMigrations, formsMigrations, featureMigrations }),
  racing: {
    ...applying({ racingMigrations }),
    // Not exported: the function that owns the product-token key table migrates it, and makes the key once, as
    // the service's first start would.
    productTokenMigrations: loadProductTokenKeys,
  },
  football: applying({ footballMigrations }),
  promos: applying({ promosMigrations }),
  account: applying({ accountMigrations, subscriptionMigrations, plusMigrations }),
};

export async function migrateService(db: Db, service: ServiceName): Promise<void> {
  for (const step of Object.values(MIGRATION_STEPS[service])) await step(db);
}
