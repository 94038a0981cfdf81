import type { FastifyRequest } from 'fastify';
import { authScheme } from '@sl/contracts';
import { unauthorized } from '@sl/server-kit';
import type { Account, AccountsRepository } from '../identity/accounts';

/** The slice of oidc-provider's opaque access token the subscription calls read. */
interface AccessTokenRecord {
  accountId?: string;
  isExpired: boolean;
}

/** Finds an access token by value (oidc-provider's `provider.AccessToken.find`); undefined when unknown. */
export type AccessTokenFinder = (token: string) => Promise<AccessTokenRecord | undefined>;

/**
 * Adapts the identity provider: its type declarations (owned by the identity code) do not list AccessToken, so
 * this reads it through a narrow structural type instead of widening theirs.
 */
export function accessTokenFinder(provider: object): AccessTokenFinder {
  const model = (
    provider as { AccessToken?: { find(value: string): Promise<AccessTokenRecord | undefined> } }
  ).AccessToken;
  if (!model) throw new Error('The identity provider has no AccessToken model');
  return (token) => model.find(token);
}

const HEADER = /^(Token|Bearer) ([A-Za-z0-9._~+/=-]{1,2048})$/;

/**
 * The member making a subscription call: a valid, unexpired access token from the identity provider, sent with the
 * scheme the account uses (Token for migrated accounts, Bearer otherwise; document 2, section 6).
 */
export async function callerOf(
  request: FastifyRequest,
  findToken: AccessTokenFinder,
  accounts: AccountsRepository,
): Promise<Account> {
  const header = request.headers.authorization;
  if (!header) throw unauthorized('An access token is required (Authorization: Bearer or Token)');
  const match = HEADER.exec(header);
  if (!match) throw unauthorized('The Authorization header must be "Bearer <token>" or "Token <token>"');
  const [, scheme, token] = match as unknown as [string, 'Token' | 'Bearer', string];
  const record = await findToken(token).catch(() => undefined);
  if (!record || record.isExpired || !record.accountId) {
    throw unauthorized('The access token is invalid or has expired', 'INVALID_TOKEN');
  }
  const account = await accounts.findById(record.accountId);
  if (!account) throw unauthorized('The access token is invalid or has expired', 'INVALID_TOKEN');
  const expected = authScheme(account.migrated);
  if (scheme !== expected) {
    throw unauthorized(`This account must use the ${expected} authorization scheme`, 'WRONG_SCHEME');
  }
  return account;
}
