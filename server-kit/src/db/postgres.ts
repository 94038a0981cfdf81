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
    async notify(tx, channel) {
      await tx.query('SELECT pg_notify($1, $2)', [channelName(schema, channel), '']);
    },
    listen: (channel, onNotice) => listenOn(url, channelName(schema, channel), onNotice),
  };
}

/** A notice channel per service schema, so services (and test runs) sharing a database never hear each other. */
function channelName(schema: string, channel: string): string {
  const name = `${schema}__${channel}`;
  if (!SCHEMA_NAME.test(name)) throw new Error(`invalid notice channel: ${channel}`);
  return name;
}

/** How long a listener waits before connecting again after its connection dropped (a server restart). */
const RELISTEN_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries and lose it). When the connection is
 * lost it connects again, and then calls `onNotice` once: what changed meanwhile was not heard.
 */
async function listenOn(url: string, name: string, onNotice: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === name) onNotice();
    });
    next.on('error', () => {
      if (stopped || client !== next) return;
      client = null;
      void next.end().catch(() => undefined);
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${name}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };
  const schedule = () => {
    retry = setTimeout(() => {
      retry = null;
      connect().then(onNotice, () => {
        if (!stopped) schedule();
      });
    }, RELISTEN_MS);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = null;
  };
}
