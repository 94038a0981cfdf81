import type { Migration } from '@sl/server-kit';

/** The account database; identity and subscriptions add their tables in later migrations. */
export const accountMigrations: Migration[] = [
  {
    id: '001_account_meta',
    sql: `CREATE TABLE service_meta (key text PRIMARY KEY, value text NOT NULL);`,
  },
];
