import path from 'node:path';
import { migrationsIn, type Migration } from '@sl/server-kit';
import { tipsMigrations } from './tips/migrations';

/** Versioned, forward-only: one `.sql` file per migration in ./migrations (server-kit's migrate). */
export const racingMigrations: Migration[] = [
  ...migrationsIn(path.join(import.meta.dirname, 'migrations')),
  ...tipsMigrations,
];
