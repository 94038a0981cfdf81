import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';
import { memoryTemplate } from './pglite-template';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * A new in-memory cluster (tests), copied from the template; a template that will not start is passed over. A
 * service's data folder is never filled from it: the template file lies in the shared temporary folder, and a
 * real database must not start from a file another user could have put there.
 */
async function inMemory(): Promise<PGlite> {
  try {
    return await started(new PGlite(await memoryTemplate()));
  } catch {
    return started(new PGlite());
  }
}

async function started(pg: PGlite): Promise<PGlite> {
  await pg.waitReady;
  return pg;
}

/** Embedded PostgreSQL in WASM. `dataDir` undefined means in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (!dataDir) return wrapDb(await inMemory());
  await mkdir(dataDir, { recursive: true });
  return wrapDb(await started(new PGlite(dataDir)));
}

function wrapDb(pg: PGlite): Db {
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
