import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
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

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as it came over the wire: still brotli or gzip if the response was encoded. */
  body: Buffer;
}

/**
 * A GET that reads the bytes as sent. fetch decodes a brotli or gzip body whatever the request asked for, so
 * tests of compression (which encoding, how many bytes, whether it was encoded twice) use this instead.
 */
export function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Reads a text/event-stream body until `until` holds of what has arrived, or fails after `ms`. */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  until: (text: string) => boolean,
  ms = 5000,
): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  try {
    while (!until(text)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`stream did not deliver in ${ms} ms; got ${JSON.stringify(text)}`);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const next = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('read timed out')), left);
        }),
      ]).finally(() => clearTimeout(timer));
      if (next.done) break;
      text += decoder.decode(next.value, { stream: true });
    }
    return text;
  } finally {
    reader.releaseLock();
  }
}

/** The first `change` event's data on a live stream (reads until it arrives or `ms` pass). */
export async function nextLiveChange<T>(body: ReadableStream<Uint8Array>, ms = 10_000): Promise<T> {
  const text = await readEventStream(body, (read) => /event: change\ndata: .*\n/.test(read), ms);
  return JSON.parse(/event: change\ndata: (.*)\n/.exec(text)![1]!) as T;
}
export { postgresForTest, startPrivatePostgres, type PrivatePostgres } from './private-postgres';
export { freePort } from './free-port';
export { redisForTest, type PrivateRedis } from './private-redis';
export { replicaDatabasesForTest, type ReplicaDatabases } from './replica-databases';
