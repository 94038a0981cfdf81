import path from 'node:path';
import { migrationsIn, type Migration } from '@sl/server-kit';

/**
 * The account database; identity and subscriptions add their tables in later migrations.
 * One `.sql` file per migration in ./migrations, versioned and forward-only (server-kit's migrate).
 */
export const accountMigrations: Migration[] = migrationsIn(path.join(import.meta.dirname, 'migrations'));
