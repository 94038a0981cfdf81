import path from 'node:path';
import { createService, migrate, serveRemoteStatic, type Db } from '@sl/server-kit';
import { bannerRoutes } from './banners/routes';
import { seedPromos } from './banners/seed';
import { promosMigrations } from './migrations';

export interface PromosAppOptions {
  db: Db;
  allowedOrigins: string[];
  distDir?: string;
}

const packageDir = path.join(import.meta.dirname, '..');

export async function buildPromosApp(options: PromosAppOptions) {
  await migrate(options.db, promosMigrations);
  await seedPromos(options.db);
  const app = createService({ name: 'promos', db: options.db });
  await bannerRoutes(app, options.db);
  await serveRemoteStatic(app, {
    root: options.distDir ?? path.join(packageDir, 'dist'),
    allowedOrigins: options.allowedOrigins,
  });
  return app;
}
