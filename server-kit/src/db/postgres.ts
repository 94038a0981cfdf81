import pg from 'pg';
import type { Db, Queryable } from './db';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query(sql, params);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

/**
 * A PostgreSQL server. Each service keeps its tables in its own schema, so several services (or test runs) can
 * share one database without seeing each other's rows.
 */
export async function openPostgres(url: string, schema: string, poolSize = 10): Promise<Db> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name: ${schema}`);
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  try {
    await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } finally {
    await setup.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: `-c search_path=${schema}` });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const base = wrap(pool);
  return {
    kind: 'postgres',
    ...base,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
