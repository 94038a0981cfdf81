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
  /**
   * Tells every other process on this database that `channel` changed, when `tx` commits (PostgreSQL NOTIFY, scoped
   * to the service's schema). Absent for PGlite: one process owns an embedded database, so there is no one to tell.
   */
  notify?(tx: Queryable, channel: string): Promise<void>;
  /**
   * Calls `onNotice` when another process notifies `channel` (and once after a lost connection comes back, as
   * notices may have been missed meanwhile); answers a stop. Absent for PGlite, as `notify`.
   */
  listen?(channel: string, onNotice: () => void): Promise<() => Promise<void>>;
}
