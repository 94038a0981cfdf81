import path from 'node:path';
import { migrationsIn, type Migration } from '@sl/server-kit';

/**
 * The content store's tables (appended to the promos migrations in ../migrations.ts).
 * One `.sql` file per migration in ./migrations, versioned and forward-only (server-kit's migrate).
 */
export const contentMigrations: Migration[] = migrationsIn(path.join(import.meta.dirname, 'migrations'));
