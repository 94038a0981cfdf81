import path from 'node:path';
import { migrationsIn, type Migration } from '@sl/server-kit';

/**
 * The tips table: each tip as it was given (selection, price at tip time, reasoning, nap) and, once the race has a
 * result, how it was settled. Records are always counted from these rows, never kept as running totals.
 * One `.sql` file per migration in ./migrations, versioned and forward-only (server-kit's migrate).
 */
export const tipsMigrations: Migration[] = migrationsIn(path.join(import.meta.dirname, 'migrations'));
