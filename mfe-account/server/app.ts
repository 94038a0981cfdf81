import path from 'node:path';
import { replicaTurns, createService, publicOrigin, serveRemoteStatic, type Db } from '@sl/server-kit';
import { AccountsRepository } from './identity/accounts';
import { codesRoutes } from './identity/codes';
import { interactionRoutes } from './identity/interactions';
import { loadIdentityKeys } from './identity/keys';
import { mountProvider } from './identity/mount';
import { buildProvider, MOUNT_PATH } from './identity/provider';
import { releaseManagersFrom } from './identity/roles';
import { seedDemoAccounts } from './identity/seed';
import { signInCaptcha } from './identity/sign-in-captcha';
import { SignInThrottle } from './identity/sign-in-throttle';
import { ssoRoutes } from './identity/sso';
import { accessTokenFinder } from './subscriptions/caller';
import { subscriptionRoutes } from './subscriptions/routes';
import { paymentProviderFromEnv, type PaymentProvider } from './plus/payments';
import { plusRoutes } from './plus/routes';
import { migrateSchema } from './schema';

export interface AccountAppOptions {
  db: Db;
  allowedOrigins: string[];
  distDir?: string;
  /** The issuer as browsers see it; defaults to the shell's public origin + /openid (through its gateway). */
  issuer?: string;
  /** Seed the local demo members (default true; production sets ACCOUNT_SEED_DEMO=false). */
  seedDemo?: boolean;
  /**
   * Emails whose tokens carry the release-manager role (main.ts reads RELEASE_MANAGERS); default the demo release
   * manager while the demo is seeded, else no one.
   */
  releaseManagers?: string[];
  /** Takes Plus payments; default from PLUS_PAYMENT_PROVIDER (the test provider, which charges nothing). */
  payments?: PaymentProvider;
  /** How often due Plus renewals are taken (default hourly; 0 turns the timer off). */
  plusRenewEveryMs?: number;
  /** REDIS_URL: with it, one account replica takes the due renewals each time (a job lease); without, each does. */
  redisUrl?: string;
}

const packageDir = path.join(import.meta.dirname, '..');

export async function buildAccountApp(options: AccountAppOptions) {
  await migrateSchema(options.db);
  const accounts = new AccountsRepository(options.db);
  const seedDemo = options.seedDemo ?? true;
  if (seedDemo) await seedDemoAccounts(accounts);
  const keys = await loadIdentityKeys(options.db);
  const issuer = options.issuer ?? `${publicOrigin('shell')}${MOUNT_PATH}`;
  const shellOrigins = [...new Set([new URL(issuer).origin, ...options.allowedOrigins])];
  // Through the same parsing as the environment's list, so a list given in code matches emails in any case too.
  const releaseManagers = releaseManagersFrom(options.releaseManagers?.join(','), seedDemo);
  const provider = buildProvider({ db: options.db, accounts, keys, issuer, shellOrigins, releaseManagers });

  const app = createService({ name: 'account', db: options.db });
  const turns = replicaTurns(app, options.redisUrl, 'account');
  await app.register(codesRoutes);
  await app.register(ssoRoutes, { db: options.db, accounts, signing: keys.signing, issuer, provider });
  await app.register(interactionRoutes, {
    provider,
    accounts,
    csrfSecret: keys.csrfSecret,
    throttle: new SignInThrottle(options.db, keys.csrfSecret, undefined, turns.mutex),
    captcha: signInCaptcha(options.db, keys.captchaKey),
    formOrigins: shellOrigins,
  });
  await app.register(subscriptionRoutes, {
    db: options.db,
    accounts,
    findToken: accessTokenFinder(provider),
  });
  await app.register(plusRoutes, {
    db: options.db,
    accounts,
    findToken: accessTokenFinder(provider),
    payments: options.payments ?? paymentProviderFromEnv(),
    renewEveryMs: options.plusRenewEveryMs,
    renewalLease: turns.lease,
  });
  await app.register(mountProvider, { provider, issuer });
  await serveRemoteStatic(app, {
    root: options.distDir ?? path.join(packageDir, 'dist'),
    allowedOrigins: options.allowedOrigins,
  });
  return app;
}
