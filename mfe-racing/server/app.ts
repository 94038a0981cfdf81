import path from 'node:path';
import type { ViewerGeo } from '@sl/contracts';
import { createService, migrate, serveRemoteStatic, type Db } from '@sl/server-kit';
import { seedRacing, worldSeedFrom } from './feed/seed';
import { racingMigrations } from './migrations';
import { pageStatusRoutes } from './pages/page-status';
import { registerProductToken, type AccessTokenVerifier } from './product-token';
import { profileRoutes } from './profiles/routes';
import type { PremiumAccessCheck } from './racecard/premium-access';
import { partnerWeightsFrom } from './racecard/partner-weights';
import { raceRoutes } from './racecard/routes';
import { RacecardsRepository } from './racecards/repository';
import { racecardsRoutes } from './racecards/routes';
import { resultsRoutes } from './results/routes';
import { festivalRoutes } from './festivals/routes';
import { greyhoundRoutes } from './greyhounds/routes';
import { greyhoundPageStatusRoutes } from './greyhounds/page-status';

export interface RacingAppOptions {
  db: Db;
  allowedOrigins: string[];
  distDir?: string;
  now?: () => Date;
  /** Whether a product token unlocks the plus analysis; default: a valid product token (RS256, unexpired, hasAccess). */
  premiumAccess?: PremiumAccessCheck;
  /** How the product-token route checks a member's access token; default: the identity provider's userinfo. */
  verifyAccessToken?: AccessTokenVerifier;
  /** Where the viewer's country comes from, for the UK/Ireland-only betting content (docs/adr/0005). */
  geo?: ViewerGeo;
  /** The promos service's betting-partner weights (GET content/betting-partners); none: the configured weights. */
  partnerWeightsUrl?: string;
  /** How long the weights are kept (default 60 s). */
  partnerWeightsMaxAgeMs?: number;
  /** The racing world's seed (default: RACING_WORLD_SEED or FEED_SEED from the environment, else the default world). */
  worldSeed?: string;
}

const packageDir = path.join(import.meta.dirname, '..');

export async function buildRacingApp(options: RacingAppOptions) {
  const now = options.now ?? (() => new Date());
  await migrate(options.db, racingMigrations);
  const racecards = new RacecardsRepository(options.db);
  const worldSeed = options.worldSeed ?? worldSeedFrom();
  await seedRacing(racecards, now(), worldSeed);
  const app = createService({ name: 'racing', db: options.db });
  await racecardsRoutes(app, racecards, now);
  // Paid access: product tokens are issued here and verified (RS256, unexpired, hasAccess) for race data.
  const productAccess = await registerProductToken(app, {
    db: options.db,
    allowedOrigins: options.allowedOrigins,
    verifyAccessToken: options.verifyAccessToken,
    now,
  });
  const weights = options.partnerWeightsUrl
    ? partnerWeightsFrom(options.partnerWeightsUrl, app.log, options.partnerWeightsMaxAgeMs)
    : undefined;
  await raceRoutes(app, racecards, options.premiumAccess ?? productAccess, now, options.geo, weights);
  await resultsRoutes(app, racecards, now);
  await festivalRoutes(app, racecards, now, worldSeed);
  await profileRoutes(app, racecards);
  await greyhoundRoutes(app, now, undefined, options.geo);
  await greyhoundPageStatusRoutes(app);
  // The shell asks which racing addresses are pages, so unknown races and profiles answer HTTP 404.
  await pageStatusRoutes(app, racecards);
  await serveRemoteStatic(app, {
    root: options.distDir ?? path.join(packageDir, 'dist'),
    buildsRoot: path.join(packageDir, 'dist-builds'),
    allowedOrigins: options.allowedOrigins,
  });
  return app;
}
