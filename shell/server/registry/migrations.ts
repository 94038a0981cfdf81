import path from 'node:path';
import { migrationsIn, type Migration } from '@sl/server-kit';

/** Versioned, forward-only: one `.sql` file per migration in ./migrations (server-kit's migrate). */
export const registryMigrations: Migration[] = migrationsIn(path.join(import.meta.dirname, 'migrations'));
