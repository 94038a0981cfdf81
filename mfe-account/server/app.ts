import path from 'node:path';
import { createService, migrate, serveRemoteStatic, type Db } from '@sl/server-kit';
import { accountMigrations } from './migrations';

export interface AccountAppOptions {
  db: Db;
  allowedOrigins: string[];
  distDir?: string;
}

const packageDir = path.join(import.meta.dirname, '..');

export async function buildAccountApp(options: AccountAppOptions) {
  await migrate(options.db, accountMigrations);
  const app = createService({ name: 'account', db: options.db });
  await serveRemoteStatic(app, {
    root: options.distDir ?? path.join(packageDir, 'dist'),
    allowedOrigins: options.allowedOrigins,
  });
  return app;
}
