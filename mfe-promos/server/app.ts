import path from 'node:path';
import { replicaTurns, createService, serveRemoteStatic, type Db } from '@sl/server-kit';
import { promoAdminRoutes } from './admin/routes';
import { promoRoutes } from './banners/routes';
import { PromoRepository } from './config/repository';
import { registerOffers, type OffersOptions } from './offers';
import { pageStatusRoutes } from './pages/page-status';
import { registerContent, type ContentOptions } from './content';
import { migrateSchema } from './schema';

export interface PromosAppOptions {
  db: Db;
  allowedOrigins: string[];
  /** Bearer token for the release managers' admin API (PROMOS_ADMIN_TOKEN or generated with loadSecret). */
  adminToken: string;
  distDir?: string;
  /** Free-bet offers: the viewer's geography, the member claims source and the clock (defaults from the environment). */
  offers?: Omit<OffersOptions, 'db' | 'adminToken'>;
  /** The content store's options (clock, editors, identity check, feeds to seed articles from). */
  content?: Omit<ContentOptions, 'db'>;
  /** REDIS_URL: with it, one promos replica runs the content feed writer (a job lease); without, each does. */
  redisUrl?: string;
}

const packageDir = path.join(import.meta.dirname, '..');

export async function buildPromosApp(options: PromosAppOptions) {
  await migrateSchema(options.db);
  const repo = new PromoRepository(options.db);
  await repo.seedDefaults();
  const app = createService({ name: 'promos', db: options.db });
  await app.register(promoRoutes, { repo });
  await app.register(promoAdminRoutes, { repo, adminToken: options.adminToken });
  await app.register(pageStatusRoutes);
  await registerContent(app, {
    db: options.db,
    jobLease: replicaTurns(app, options.redisUrl, 'promos').lease,
    ...options.content,
  });
  await registerOffers(app, { db: options.db, adminToken: options.adminToken, ...options.offers });
  await serveRemoteStatic(app, {
    root: options.distDir ?? path.join(packageDir, 'dist'),
    allowedOrigins: options.allowedOrigins,
  });
  return app;
}
