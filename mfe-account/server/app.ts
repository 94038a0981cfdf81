import path from 'node:path';
import { createService, migrate, publicOrigin, serveRemoteStatic, type Db } from '@sl/server-kit';
import { accountMigrations } from './migrations';
import { AccountsRepository } from './identity/accounts';
import { codesRoutes } from './identity/codes';
import { interactionRoutes } from './identity/interactions';
import { loadIdentityKeys } from './identity/keys';
import { mountProvider } from './identity/mount';
import { buildProvider, MOUNT_PATH } from './identity/provider';
import { seedDemoAccounts } from './identity/seed';
import { ssoRoutes } from './identity/sso';
import { accessTokenFinder } from './subscriptions/caller';
import { subscriptionMigrations } from './subscriptions/migrations';
import { subscriptionRoutes } from './subscriptions/routes';

export interface AccountAppOptions {
  db: Db;
  allowedOrigins: string[];
  distDir?: string;
  /** The issuer as browsers see it; defaults to the shell's public origin + /openid (through its gateway). */
  issuer?: string;
  /** Seed the local demo members (default true; production sets ACCOUNT_SEED_DEMO=false). */
  seedDemo?: boolean;
}

const packageDir = path.join(import.meta.dirname, '..');

export async function buildAccountApp(options: AccountAppOptions) {
  await migrate(options.db, accountMigrations);
  await migrate(options.db, subscriptionMigrations);
  const accounts = new AccountsRepository(options.db);
  if (options.seedDemo ?? true) await seedDemoAccounts(accounts);
  const keys = await loadIdentityKeys(options.db);
  const issuer = options.issuer ?? `${publicOrigin('shell')}${MOUNT_PATH}`;
  const shellOrigins = [...new Set([new URL(issuer).origin, ...options.allowedOrigins])];
  const provider = buildProvider({ db: options.db, accounts, keys, issuer, shellOrigins });

  const app = createService({ name: 'account', db: options.db });
  await codesRoutes(app);
  await ssoRoutes(app, { db: options.db, accounts, signing: keys.signing, issuer, provider });
  await interactionRoutes(app, provider, accounts, keys.csrfSecret);
  await subscriptionRoutes(app, { db: options.db, accounts, findToken: accessTokenFinder(provider) });
  await mountProvider(app, provider, issuer);
  await serveRemoteStatic(app, {
    root: options.distDir ?? path.join(packageDir, 'dist'),
    allowedOrigins: options.allowedOrigins,
  });
  return app;
}
