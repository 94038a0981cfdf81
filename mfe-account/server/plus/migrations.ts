import path from 'node:path';
import { migrationsIn, type Migration } from '@sl/server-kit';

/**
 * Plus subscriptions, in their own list run after the identity migrations (ids prefixed so they never collide).
 * One `.sql` file per migration in ./migrations, versioned and forward-only (server-kit's migrate).
 */
export const plusMigrations: Migration[] = migrationsIn(path.join(import.meta.dirname, 'migrations'));
