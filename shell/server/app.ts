import { randomBytes } from 'node:crypto';
import { REMOTE_NAMES } from '@sl/contracts';
import { createService, migrate, publicOrigin, internalUrl, type Db } from '@sl/server-kit';
import { gatewayRoutes, type GatewayRoute } from './gateway/gateway';
import { metricsRoutes } from './ops/metrics';
import { pixelRoutes } from './ops/pixel';
import { imageRoutes } from './ops/images';
import { pageRoutes } from './page/routes';
import { shellPageConfig } from './page/config';
import { bannerHintSource } from './page/banner-hint';
import { pageStatusSource } from './page/page-status';
import { Captcha } from './forms/captcha';
import { formsMigrations } from './forms/migrations';
import { FormsRepository } from './forms/repository';
import { formsRoutes } from './forms/routes';
import { featureMigrations } from './features/migrations';
import { FeatureFlagsRepository } from './features/repository';
import { featureRoutes } from './features/routes';
import { registryMigrations } from './registry/migrations';
import { RegistryRepository } from './registry/repository';
import { registryAdminRoutes } from './registry/routes';

type Env = Record<string, string | undefined>;

export function defaultGatewayRoutes(env: Env = process.env): GatewayRoute[] {
  return [
    { prefix: '/api/horse-racing', upstream: internalUrl('racing', env) },
    { prefix: '/api/football', upstream: internalUrl('football', env) },
    { prefix: '/api/promos', upstream: internalUrl('promos', env) },
    { prefix: '/api/content', upstream: internalUrl('promos', env) },
    { prefix: '/api/account', upstream: internalUrl('account', env) },
    { prefix: '/api/subscription', upstream: internalUrl('account', env) },
    // The identity provider: one origin for the browser, so its issuer, cookies and redirects are the shell's.
    { prefix: '/openid', upstream: internalUrl('account', env) },
  ];
}

/** Each remote's default entry: its own origin's manifest, as `npm start` serves it. */
export function defaultRegistry(env: Env = process.env) {
  return REMOTE_NAMES.map((name) => ({
    name,
    entry: `${publicOrigin(name, env)}/mf-manifest.json`,
    version: 'local',
  }));
}

export interface ShellAppOptions {
  db: Db;
  distDir: string;
  releaseToken: string;
  gateway?: GatewayRoute[];
  env?: Env;
  /** HMAC key that signs captcha challenges (main.ts loads it with loadSecret); random per process if absent. */
  captchaKey?: string;
}

export async function buildShellApp(options: ShellAppOptions) {
  const env = options.env ?? process.env;
  await migrate(options.db, registryMigrations);
  await migrate(options.db, formsMigrations);
  await migrate(options.db, featureMigrations);
  const repo = new RegistryRepository(options.db);
  await repo.seedDefaults(defaultRegistry(env));

  const app = createService({ name: 'shell', db: options.db });
  await registryAdminRoutes(app, repo, options.releaseToken);
  const features = new FeatureFlagsRepository(options.db);
  await featureRoutes(app, features, options.releaseToken);
  await gatewayRoutes(app, options.gateway ?? defaultGatewayRoutes(env));
  const metrics = await metricsRoutes(app);
  await pixelRoutes(app, metrics);
  await imageRoutes(app);
  const forms = new FormsRepository(options.db);
  await formsRoutes(
    app,
    forms,
    new Captcha(options.db, options.captchaKey ?? randomBytes(32).toString('hex')),
  );
  await pageRoutes(app, repo, {
    distDir: options.distDir,
    pageMaxAgeSeconds: Number(env.PAGE_MAX_AGE ?? 0),
    hstsMaxAgeSeconds: Number(env.HSTS_MAX_AGE ?? 31_536_000),
    countryHeader: (env.COUNTRY_HEADER ?? 'cloudfront-viewer-country').toLowerCase(),
    shell: shellPageConfig(env),
    bannerHint: bannerHintSource(`${internalUrl('promos', env)}/api/promos/v1/banners`),
    pageStatus: pageStatusSource({ upstream: (service) => internalUrl(service, env) }),
  });
  return { app, repo, forms, features };
}
