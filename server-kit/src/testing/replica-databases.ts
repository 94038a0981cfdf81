import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/db';
import { openPostgres } from '../db/postgres';
import { postgresForTest } from './private-postgres';

export interface ReplicaDatabases {
  /** One connection pool per replica, all on the same fresh schema. */
  dbs: Db[];
  /** Closes every pool, drops the schema and stops a private server if one was started. */
  close(): Promise<void>;
}

/**
 * `count` replicas' databases for a test of what several processes of one service do to shared state: each its
 * own pool (as separate processes have), all on one new schema of a real PostgreSQL (postgresForTest's).
 */
export async function replicaDatabasesForTest(purpose: string, count = 2): Promise<ReplicaDatabases> {
  const server = await postgresForTest(purpose);
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const dbs: Db[] = [];
  for (let i = 0; i < count; i++) dbs.push(await openPostgres(server.url, schema, 4));
  return {
    dbs,
    close: async () => {
      for (const db of dbs) await db.close();
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
      await server.stop();
    },
  };
}
