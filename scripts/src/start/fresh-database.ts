import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own on the server at `serverUrl`, dropped again by `drop`. */
export async function freshDatabase(serverUrl: string, prefix = 'sl_replicas') {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const own = new URL(serverUrl);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
