import { randomBytes } from 'node:crypto';
import { BUILT_IN_REMOTES } from '@sl/contracts';
import {
  connectRedis,
  createService,
  everyReplica,
  publicOrigin,
  internalUrl,
  redisJobLease,
  userinfoVerifier,
  type AccessTokenVerifier,
  type Db,
} from '@sl/server-kit';
import { gatewayRoutes, type GatewayRoute } from './gateway/gateway';
import { defaultGateway } from './gateway/config';
import { metricsRegistry, metricsRoutes } from './ops/metrics';
import { recordRequestMetrics } from './ops/request-metrics';
import { pixelRoutes } from './ops/pixel';
import { imageRoutes } from './ops/images';
import { appIconRoutes } from './ops/app-icons';
import { pageRoutes } from './page/routes';
import { serverRenderOptions } from './page/server-render-options';
import { shellPageConfig } from './page/config';
import { bannerHintSource } from './page/banner-hint';
import { pageInfoSource } from './page/page-status';
import { seoRoutes } from './seo/routes';
import { formsCaptcha } from './forms/captcha';
import { FormsRepository } from './forms/repository';
import { formsRoutes } from './forms/routes';
import { FeatureFlagsRepository } from './features/repository';
import { featureRoutes } from './features/routes';
import { feedRoutes } from './feed/feed';
import { RegistryRepository } from './registry/repository';
import { registryAdminRoutes } from './registry/routes';
import { releaseVerifier, type ReleaseVerifier } from './registry/verify';
import { releaseCheckBrowser } from './registry/release-check-browser';
import { RolloutHealth } from './registry/rollout-health';
import { SharedRolloutCounts } from './registry/shared-counts';
import { redisSharedBreakers } from './gateway/shared-breakers';
import { remoteSwitch } from './registry/remote-switch';
import {
  REMOTE_FAILURES_COUNTER,
  rolloutGuard,
  rolloutLimits,
  unrefInterval,
  type Every,
} from './registry/rollout-guard';
import { migrateSchema } from './schema';

type Env = Record<string, string | undefined>;

/** Each remote's default entry: its own origin's manifest, as `npm start` serves it. */
export function defaultRegistry(env: Env = process.env) {
  return BUILT_IN_REMOTES.map((name) => ({
    name,
    entry: `${publicOrigin(name, env)}/mf-manifest.json`,
    version: 'local',
  }));
}

export interface ShellAppOptions {
  db: Db;
  distDir: string;
  /**
   * Checks a release manager's access token with the identity provider (its userinfo, roles and all); the
   * account service's, reached inside the cluster, if absent.
   */
  verifyMember?: AccessTokenVerifier;
  gateway?: GatewayRoute[];
  env?: Env;
  /** HMAC key that signs captcha challenges (main.ts loads it with loadSecret); random per process if absent. */
  captchaKey?: string;
  /** Bearer token for scraping /metrics (main.ts loads METRICS_TOKEN with loadSecret); random per process if absent. */
  metricsToken?: string;
  /** Checks a build before it goes live; the real check (manifest, entry, contracts version) if absent. */
  verifyRelease?: ReleaseVerifier;
  /** The clock for rollout shares and starts; the system clock if absent (tests move a fake one). */
  clock?: () => Date;
  /** How the rollout guard is run every 10 s; an unref'd setInterval if absent (tests tick it by hand). */
  rolloutGuardEvery?: Every;
}

/** How often running rollouts are checked for a failure spike or a plan at 100 %. */
const ROLLOUT_GUARD_INTERVAL_MS = 10_000;

export async function buildShellApp(options: ShellAppOptions) {
  const env = options.env ?? process.env;
  await migrateSchema(options.db);
  const repo = new RegistryRepository(options.db);
  await repo.seedDefaults(defaultRegistry(env));

  const app = createService({ name: 'shell', db: options.db });
  const now = options.clock ?? (() => new Date());
  // REDIS_URL: what every shell replica shares (docs/deploy.md): the rollout counts, and which one runs the
  // rollout guard and the form purge. Without it each replica counts and runs them alone.
  const warn = (message: string, error: unknown) => app.log.warn({ err: error }, message);
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, 'sl-shell', warn) : undefined;
  const sharedCounts = redis ? new SharedRolloutCounts(redis, warn) : undefined;
  const sharedBreakers = redis ? redisSharedBreakers(redis, warn) : undefined;
  const lease = redis ? redisJobLease(redis, warn) : everyReplica;
  app.addHook('onClose', async () => {
    await sharedCounts?.close();
    await sharedBreakers?.close();
    redis?.disconnect();
  });
  const rolloutHealth = new RolloutHealth(now, sharedCounts);
  const guardTick = rolloutGuard({
    repo,
    health: rolloutHealth,
    limits: rolloutLimits(env),
    now,
    log: app.log,
  });
  let guarding = false;
  // One tick at a time: a slow database must not pile up ticks acting on the same rollout.
  const checkRollouts = async () => {
    if (guarding) return;
    guarding = true;
    try {
      await guardTick();
    } finally {
      guarding = false;
    }
  };
  // The timer's ticks look only when this replica holds the guard's lease (the counts are shared, so one guard
  // judges for all); checkRollouts itself, called by hand, always looks.
  const stopGuard = (options.rolloutGuardEvery ?? unrefInterval)(() => {
    void lease('shell:rollout-guard', ROLLOUT_GUARD_INTERVAL_MS).then(async (mine) => {
      if (mine) await checkRollouts();
    });
  }, ROLLOUT_GUARD_INTERVAL_MS);
  app.addHook('onClose', async () => stopGuard());
  const verifyMember = options.verifyMember ?? userinfoVerifier(internalUrl('account'));
  const registry = metricsRegistry();
  // First, on the root instance, so every route registered below is counted.
  const countAnswer = recordRequestMetrics(app, registry);
  const remotes = remoteSwitch(() => repo.list());
  await app.register(registryAdminRoutes, {
    repo,
    onChange: remotes.forget,
    verifyMember,
    verify: options.verifyRelease ?? releaseVerifier({ browserCheck: releaseCheckBrowser(env, app.log) }),
    health: rolloutHealth,
    now,
  });
  const features = new FeatureFlagsRepository(options.db);
  await app.register(featureRoutes, { repo: features, verifyMember });
  const gateway = defaultGateway(env);
  await app.register(gatewayRoutes, {
    ...gateway,
    routes: options.gateway ?? gateway.routes,
    registry,
    remoteEnabled: remotes.enabled,
    remoteEnabledNow: remotes.enabledNow,
    countAnswer,
    registeredApi: remotes.registeredApi,
    sharedBreakers,
  });
  await app.register(metricsRoutes, {
    registry,
    token: options.metricsToken ?? randomBytes(32).toString('base64url'),
    releasedVersions: async (remote) => {
      const [row, history] = await Promise.all([repo.get(remote), repo.history(remote, 50).catch(() => [])]);
      return [...(row ? [row.version] : []), ...history.map((release) => release.version)];
    },
    onCounter: (name, labels) => {
      if (name === REMOTE_FAILURES_COUNTER && labels.remote && labels.version)
        rolloutHealth.countFailure(labels.remote, labels.version);
    },
  });
  await app.register(pixelRoutes, { registry });
  await app.register(imageRoutes, { prefix: '/img' });
  await app.register(appIconRoutes);
  const forms = new FormsRepository(options.db);
  await app.register(formsRoutes, {
    repo: forms,
    captcha: formsCaptcha(options.db, options.captchaKey ?? randomBytes(32).toString('hex')),
    purgeLease: lease,
  });
  // /feed: the content store's RSS document at the site's own address (before the page routes' catch-all).
  await app.register(feedRoutes, { promosUrl: internalUrl('promos', env) });
  // /robots.txt and /sitemap.xml (before the page routes' catch-all).
  await app.register(seoRoutes, {
    siteOrigin: publicOrigin('shell', env),
    racingUrl: internalUrl('racing', env),
    footballUrl: internalUrl('football', env),
  });
  await app.register(pageRoutes, {
    repo,
    distDir: options.distDir,
    pageMaxAgeSeconds: Number(env.PAGE_MAX_AGE ?? 0),
    hstsMaxAgeSeconds: Number(env.HSTS_MAX_AGE ?? 31_536_000),
    countryHeader: (env.COUNTRY_HEADER ?? 'cloudfront-viewer-country').toLowerCase(),
    shell: shellPageConfig(env),
    bannerHint: bannerHintSource(`${internalUrl('promos', env)}/api/promos/v1/banners`),
    pageInfo: pageInfoSource({ upstream: (service) => internalUrl(service, env) }),
    siteOrigin: publicOrigin('shell', env),
    now,
    rolloutHealth,
    serverRender: serverRenderOptions(options.distDir, env),
  });
  return { app, repo, forms, features, checkRollouts };
}
