import path from 'node:path';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface OpenDbOptions {
  /** The owning service; names its data folder and its PostgreSQL schema. */
  service: string;
  /** PostgreSQL URL; when absent, embedded PGlite is used. */
  databaseUrl?: string;
  /** Root of the embedded data folders (default ./data). */
  dataRoot?: string;
}

export function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.service.replace(/-/g, '_'));
  return openPglite(path.resolve(options.dataRoot ?? 'data', options.service));
}
