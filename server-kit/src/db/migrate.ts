import type { Db } from './db';

export interface Migration {
  /** Sortable and never renamed once shipped, e.g. '001_registry'. */
  id: string;
  sql: string;
}

/**
 * Applies the migrations not yet recorded, each in its own transaction, in id order. A transaction-scoped
 * advisory lock keeps two replicas starting at once from applying the same migration twice.
 */
export async function migrate(db: Db, migrations: Migration[]): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: string[] = [];
  for (const migration of [...migrations].sort((a, b) => a.id.localeCompare(b.id))) {
    const done = await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('schema_migrations:' || current_schema()))");
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (seen.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
    if (done) applied.push(migration.id);
  }
  return applied;
}
