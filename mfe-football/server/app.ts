import path from 'node:path';
import type { ViewerGeo } from '@sl/contracts';
import { createService, migrate, serveRemoteStatic, type Db } from '@sl/server-kit';
import { FootballFeed } from './feed/load';
import { bettingGeoHook } from './matches/betting-geo';
import { MatchesRepository } from './matches/repository';
import { pageStatusRoutes } from './matches/page-status';
import { matchesRoutes } from './matches/routes';
import { seasonRoutes } from './matches/season-routes';
import { footballMigrations } from './migrations';
import { sportsPageStatusRoutes } from './sports/page-status';
import { sportsRoutes } from './sports/routes';

export interface FootballAppOptions {
  db: Db;
  allowedOrigins: string[];
  distDir?: string;
  /** The service's clock; tests inject one to see matches before, during and after kick-off. */
  now?: () => Date;
  /** Where match prices may go (UK and Ireland viewers, by the CDN country header). */
  geo?: ViewerGeo;
}

const packageDir = path.join(import.meta.dirname, '..');

export async function buildFootballApp(options: FootballAppOptions) {
  const now = options.now ?? (() => new Date());
  await migrate(options.db, footballMigrations);
  const app = createService({ name: 'football', db: options.db });
  const feed = new FootballFeed(options.db);
  // The first season load takes a while on a cold PGlite: start it now but let the service come up; football
  // requests wait for it (see the preHandler in matches/routes), health checks do not.
  feed.ensure(now()).catch((error: unknown) => app.log.error({ err: error }, 'football feed load failed'));
  bettingGeoHook(app, options.geo);
  const repo = new MatchesRepository(options.db);
  await matchesRoutes(app, { repo, feed, now });
  await seasonRoutes(app, { repo, now });
  await pageStatusRoutes(app, { repo, now });
  // The shell asks which other-sports addresses are pages, so unknown events and paths answer HTTP 404.
  await sportsPageStatusRoutes(app);
  await sportsRoutes(app, now);
  await serveRemoteStatic(app, {
    root: options.distDir ?? path.join(packageDir, 'dist'),
    allowedOrigins: options.allowedOrigins,
  });
  return app;
}
