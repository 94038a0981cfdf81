import path from 'node:path';
import { LIVE_STREAMS, type ViewerGeo } from '@sl/contracts';
import { createService, serveLiveChanges, serveRemoteStatic, type Db } from '@sl/server-kit';
import { seedRacing, worldSeedFrom } from './feed/seed';
import { pageStatusRoutes } from './pages/page-status';
import { registerProductToken, type AccessTokenVerifier } from './product-token';
import { profileRoutes } from './profiles/routes';
import type { PremiumAccessCheck } from './racecard/premium-access';
import { partnerWeightsFrom } from './racecard/partner-weights';
import { raceRoutes } from './racecard/routes';
import { RACECARDS_CHANNEL, RacecardsRepository } from './racecards/repository';
import { racecardsRoutes } from './racecards/routes';
import { resultsRoutes } from './results/routes';
import { festivalRoutes } from './festivals/routes';
import { worldThread } from './feed/world-thread';
import { greyhoundRoutes } from './greyhounds/routes';
import { greyhoundPageStatusRoutes } from './greyhounds/page-status';
import { earlyEntriesRoutes } from './entries/routes';
import { liveRoutes } from './live/routes';
import { racingLiveSample } from './live/live-sample';
import { replayPageChecks } from './replays/page-checks';
import { replayRoutes } from './replays/routes';
import { ReplaySource } from './replays/source';
import { registerTips } from './tips';
import { migrateSchema } from './schema';

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
  /** Days of tipping history drawn from the world at a first start (default: RACING_TIPS_HISTORY_DAYS, else 30; 0 under jest). */
  tipsHistoryDays?: number;
}

const packageDir = path.join(import.meta.dirname, '..');

export async function buildRacingApp(options: RacingAppOptions) {
  const now = options.now ?? (() => new Date());
  await migrateSchema(options.db);
  const racecards = new RacecardsRepository(options.db);
  const worldSeed = options.worldSeed ?? worldSeedFrom();
  await seedRacing(racecards, now(), worldSeed);
  const app = createService({ name: 'racing', db: options.db });
  // Another replica's (or the importer's) new cards are read afresh here at once (RaceAnswers, the day routes).
  const stopListening = await options.db.listen?.(RACECARDS_CHANNEL, () => racecards.changedElsewhere());
  if (stopListening) app.addHook('onClose', stopListening);
  await app.register(racecardsRoutes, { repo: racecards, now });
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
  await app.register(raceRoutes, {
    repo: racecards,
    premiumAccess: options.premiumAccess ?? productAccess,
    now,
    geo: options.geo,
    partnerWeights: weights,
  });
  // Days drawn from the racing world (past results, festival days on first demand, the tips history) on a worker
  // thread, so racing's event loop (and its remote's manifest) keeps answering.
  const world = worldThread(worldSeed);
  app.addHook('onClose', () => world.close());
  await app.register(resultsRoutes, { repo: racecards, now, seed: worldSeed, worldDay: world.worldDay });
  await app.register(festivalRoutes, { repo: racecards, now, worldSeed, feedDayRaces: world.feedDayRaces });
  await app.register(profileRoutes, { repo: racecards, now, seed: worldSeed, worldRides: world.worldRides });
  await app.register(greyhoundRoutes, { now, geo: options.geo });
  await app.register(greyhoundPageStatusRoutes, {});
  // Tips: the tips centre, naps table and tipping records, counted from the tips table and the results.
  await registerTips(app, {
    db: options.db,
    racecards,
    now,
    worldSeed,
    historyDays: options.tipsHistoryDays,
    historyDay: world.historyDay,
  });
  // Replays (drawn from results), early entries for the big races ahead, and Timeform Live (Plus notes).
  const replays = new ReplaySource(racecards, worldSeed, now);
  await app.register(replayRoutes, { source: replays, seed: worldSeed, now });
  await app.register(earlyEntriesRoutes, { seed: worldSeed, now });
  await app.register(liveRoutes, {
    repo: racecards,
    premiumAccess: options.premiumAccess ?? productAccess,
    seed: worldSeed,
    now,
  });
  // Races off, results and non-runners pushed to open pages as they happen (Server-Sent Events, ADR 0020).
  serveLiveChanges(app, {
    path: LIVE_STREAMS.racing,
    label: 'racing',
    sample: racingLiveSample({
      cardsOn: (date) => racecards.cardsOn(date),
      now,
      version: () => racecards.version,
    }),
  });
  // The shell asks which racing addresses are pages, so unknown races and profiles answer HTTP 404.
  await app.register(pageStatusRoutes, { repo: racecards, checks: replayPageChecks(replays, now) });
  await serveRemoteStatic(app, {
    root: options.distDir ?? path.join(packageDir, 'dist'),
    buildsRoot: path.join(packageDir, 'dist-builds'),
    allowedOrigins: options.allowedOrigins,
  });
  return app;
}
