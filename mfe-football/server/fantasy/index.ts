import { internalUrl, type AppInstance, type Db } from '@sl/server-kit';
import { userinfoVerifier, type AccessTokenVerifier } from '@sl/server-kit';
import { FantasyRepository } from './repository';
import { fantasyRoutes } from './routes';

export interface FantasyOptions {
  db: Db;
  now: () => Date;
  /** How a member's access token is checked; default: the identity provider's userinfo on the account service. */
  verifyAccessToken?: AccessTokenVerifier;
}

/** Fantasy football's routes (issue 15): players, gameweeks, the member's team and the members' league. */
export async function registerFantasy(app: AppInstance, options: FantasyOptions) {
  await app.register(fantasyRoutes, {
    repo: new FantasyRepository(options.db),
    verifyAccessToken: options.verifyAccessToken ?? userinfoVerifier(internalUrl('account')),
    now: options.now,
  });
}

export type { AccessTokenVerifier } from '@sl/server-kit';
