import path from 'node:path';
import { createService, migrate, serveRemoteStatic, type Db } from '@sl/server-kit';
import { promoAdminRoutes } from './admin/routes';
import { promoRoutes } from './banners/routes';
import { PromoRepository } from './config/repository';
import { promosMigrations } from './migrations';
import { pageStatusRoutes } from './pages/page-status';

export interface PromosAppOptions {
  db: Db;
  allowedOrigins: string[];
  /** Bearer token for the release managers' admin API (PROMOS_ADMIN_TOKEN or generated with loadSecret). */
  adminToken: string;
  distDir?: string;
}

const packageDir = path.join(import.meta.dirname, '..');

export async function buildPromosApp(options: PromosAppOptions) {
  await migrate(options.db, promosMigrations);
  const repo = new PromoRepository(options.db);
  await repo.seedDefaults();
  const app = createService({ name: 'promos', db: options.db });
  await promoRoutes(app, repo);
  await promoAdminRoutes(app, repo, options.adminToken);
  await pageStatusRoutes(app);
  await serveRemoteStatic(app, {
    root: options.distDir ?? path.join(packageDir, 'dist'),
    allowedOrigins: options.allowedOrigins,
  });
  return app;
}
