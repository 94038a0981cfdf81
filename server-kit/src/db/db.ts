/**
 * One thin database interface for both PGlite (embedded, the default) and a PostgreSQL server. Queries are plain
 * SQL with $1-style parameters, which both speak; no ORM sits in between.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs SQL that may hold several statements and no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
