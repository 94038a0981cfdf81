import path from 'node:path';
import { LIVE_STREAMS, type ViewerGeo } from '@sl/contracts';
import { createService, serveLiveChanges, serveRemoteStatic, type Db } from '@sl/server-kit';
import { FootballFeed } from './feed/load';
import { registerFantasy, type AccessTokenVerifier } from './fantasy';
import { bettingGeoHook } from './matches/betting-geo';
import { feedReadyHook } from './matches/feed-ready';
import { MatchesRepository } from './matches/repository';
import { pageStatusRoutes } from './matches/page-status';
import { footballLiveSample } from './live/live-sample';
import { matchesRoutes } from './matches/routes';
import { seasonRoutes } from './matches/season-routes';
import { sportsPageStatusRoutes } from './sports/page-status';
import { sportsRoutes } from './sports/routes';
import { tipsRoutes } from './tips/routes';
import { FootballTips } from './tips/service';
import { tournamentRoutes } from './tournaments/routes';
import { transferRoutes } from './transfers/routes';
import { vidiprinterRoutes } from './vidiprinter/routes';
import { migrateSchema } from './schema';

export interface FootballAppOptions {
  db: Db;
  allowedOrigins: string[];
  distDir?: string;
  /** The service's clock; tests inject one to see matches before, during and after kick-off. */
  now?: () => Date;
  /** Where match prices may go (UK and Ireland viewers, by the CDN country header). */
  geo?: ViewerGeo;
  /** How fantasy football checks a member's access token; default: the identity provider's userinfo. */
  verifyAccessToken?: AccessTokenVerifier;
  /** The first day football tips are kept from, given today (tests keep a short history); default the tipping season. */
  tipsHistoryFrom?: (today: string) => string;
}

const packageDir = path.join(import.meta.dirname, '..');

export async function buildFootballApp(options: FootballAppOptions) {
  const now = options.now ?? (() => new Date());
  await migrateSchema(options.db);
  const app = createService({ name: 'football', db: options.db });
  const feed = new FootballFeed(options.db);
  // The first season load takes a while on a cold PGlite: start it now but let the service come up; football
  // requests wait for it (see the preHandler in matches/routes), health checks do not.
  feed.ensure(now()).catch((error: unknown) => app.log.error({ err: error }, 'football feed load failed'));
  // Root hooks, before the route plugins, so every plugin inherits them.
  bettingGeoHook(app, options.geo);
  feedReadyHook(app, feed, now);
  const repo = new MatchesRepository(options.db);
  await app.register(matchesRoutes, { repo, now });
  // Scores and match minutes pushed to open pages as they change (Server-Sent Events, ADR 0020).
  serveLiveChanges(app, {
    path: LIVE_STREAMS.football,
    label: 'football',
    sample: footballLiveSample({ byDate: (date) => repo.byDate(date), now }),
  });
  await app.register(seasonRoutes, { repo, now });
  await app.register(pageStatusRoutes, { repo, now });
  // The shell asks which other-sports addresses are pages, so unknown events and paths answer HTTP 404.
  await app.register(sportsPageStatusRoutes, {});
  await app.register(sportsRoutes, { now });
  // Tips centre, transfer centre, vidiprinter and tournament pages, all drawn from the same world model.
  await app.register(tipsRoutes, { tips: new FootballTips(options.db, now, options.tipsHistoryFrom) });
  await app.register(transferRoutes, { now });
  await app.register(vidiprinterRoutes, { repo, now });
  await app.register(tournamentRoutes, { repo, now });
  await registerFantasy(app, { db: options.db, now, verifyAccessToken: options.verifyAccessToken });
  await serveRemoteStatic(app, {
    root: options.distDir ?? path.join(packageDir, 'dist'),
    allowedOrigins: options.allowedOrigins,
  });
  return app;
}
