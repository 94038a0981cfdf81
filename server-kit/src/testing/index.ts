import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/db';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';

export interface TestDatabase {
  label: 'pglite' | 'postgres';
  open: () => Promise<Db>;
}

/**
 * Every database a service test should run on: in-memory PGlite always, and PostgreSQL too when
 * TEST_DATABASE_URL is set (each opened database gets its own schema, dropped again when it is closed).
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ label: 'pglite', open: () => openPglite() }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    list.push({
      label: 'postgres',
      open: async () => {
        const schema = `t_${randomBytes(6).toString('hex')}`;
        const db = await openPostgres(url, schema, 4);
        return {
          ...db,
          close: async () => {
            await db.close();
            const client = new pg.Client({ connectionString: url });
            await client.connect();
            await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
            await client.end();
          },
        };
      },
    });
  }
  return list;
}

/** Starts the app on a free port and answers its base URL; tests call it over real HTTP with fetch. */
export async function listenForTest(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}
