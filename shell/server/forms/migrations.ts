import path from 'node:path';
import { migrationsIn, type Migration } from '@sl/server-kit';

/**
 * The shell's form submissions and used captcha ids. Ids are prefixed so they never meet the registry's.
 * One `.sql` file per migration in ./migrations, versioned and forward-only (server-kit's migrate).
 */
export const formsMigrations: Migration[] = migrationsIn(path.join(import.meta.dirname, 'migrations'));
