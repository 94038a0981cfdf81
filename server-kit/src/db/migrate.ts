import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

export interface Migration {
  /** Sortable and never renamed once shipped, e.g. '001_registry': the file's name without `.sql`. */
  id: string;
  sql: string;
}

/**
 * A feature's migrations: the `.sql` files in `dir`, one per version, named `<number>_<what>.sql`. Read once, when
 * the feature's module loads. A file there that is not `.sql` is a mistake and is refused, as is a name that would
 * sort oddly.
 */
export function migrationsIn(dir: string): Migration[] {
  return readdirSync(dir)
    .sort()
    .map((file) => {
      const id = /^([a-z0-9_]+)\.sql$/.exec(file)?.[1];
      if (!id) throw new Error(`${path.join(dir, file)}: a migration is a <number>_<what>.sql file`);
      return { id, sql: readFileSync(path.join(dir, file), 'utf8') };
    });
}

/** What a migration's SQL is recorded as, to notice a shipped migration that was edited since. */
const checksumOf = (sql: string) =>
  createHash('sha256').update(sql.replace(/\r\n/g, '\n').trim()).digest('hex');

/**
 * Applies the migrations not yet recorded, each in its own transaction, in id order, and records each with its
 * checksum. Forward-only: a migration already applied whose SQL has changed since is refused (with every later one
 * left unapplied), because the databases it already ran on would never see the change; a change is a new
 * migration. Rows recorded before checksums were (no checksum) take the current file's. A transaction-scoped
 * advisory lock keeps two replicas starting at once from applying the same migration twice.
 */
export async function migrate(db: Db, migrations: Migration[]): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
     ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text;`,
  );
  const applied: string[] = [];
  for (const migration of [...migrations].sort((a, b) => a.id.localeCompare(b.id))) {
    const checksum = checksumOf(migration.sql);
    const done = await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('schema_migrations:' || current_schema()))");
      const seen = await tx.query<{ checksum: string | null }>(
        'SELECT checksum FROM schema_migrations WHERE id = $1',
        [migration.id],
      );
      const recorded = seen[0];
      if (recorded) {
        if (recorded.checksum === null)
          await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE id = $1', [
            migration.id,
            checksum,
          ]);
        else if (recorded.checksum !== checksum)
          throw new Error(
            `migration ${migration.id} was changed after it was applied: migrations are forward-only, so put the change in a new migration and restore ${migration.id} as it was`,
          );
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id, checksum) VALUES ($1, $2)', [
        migration.id,
        checksum,
      ]);
      return true;
    });
    if (done) applied.push(migration.id);
  }
  return applied;
}
