import path from 'node:path';
import { migrationsIn, type Migration } from '@sl/server-kit';

/**
 * My Stable's tables, in their own list run after the identity migrations (ids prefixed so they never collide
 * with `accountMigrations`).
 * One `.sql` file per migration in ./migrations, versioned and forward-only (server-kit's migrate).
 */
export const subscriptionMigrations: Migration[] = migrationsIn(path.join(import.meta.dirname, 'migrations'));
