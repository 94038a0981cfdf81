import { internalUrl, type AppInstance, type Db } from '@sl/server-kit';
import { loadProductTokenKeys } from './keys';
import { userinfoVerifier, type AccessTokenVerifier } from '@sl/server-kit';
import { productTokenRoutes, productTokenVerifier } from './routes';

export interface ProductTokenOptions {
  db: Db;
  allowedOrigins: string[];
  /** Defaults to the identity provider's userinfo on the account service. */
  verifyAccessToken?: AccessTokenVerifier;
  now?: () => Date;
}

/**
 * Product tokens for paid access: registers the issuing and public-key routes and answers the check the race
 * data route uses (valid RS256 signature, unexpired, hasAccess true).
 */
export async function registerProductToken(app: AppInstance, options: ProductTokenOptions) {
  const keys = await loadProductTokenKeys(options.db);
  await app.register(productTokenRoutes, {
    keys,
    verifyAccessToken: options.verifyAccessToken ?? userinfoVerifier(internalUrl('account')),
    allowedOrigins: options.allowedOrigins,
    now: options.now,
  });
  return productTokenVerifier(keys, options.now);
}

export type { AccessTokenVerifier } from '@sl/server-kit';
