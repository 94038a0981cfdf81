import type { IdTokenCheck, VerifyOptions } from './verify-token';

export type { IdTokenCheck, VerifyOptions } from './verify-token';

/*
 * Token checks load jose and the provider's key set (about 6 KB compressed) on first use, not with every page: a
 * visitor holds no token and never needs them. A member's page asks for them at its first session check, early in
 * the start-up, so the chunk arrives alongside the rest of the start-up's requests.
 */
const tokenChecks = () => import('./verify-token');

/** See verify-token.ts: the stored id token, checked against the provider's keys. */
export async function checkIdToken(token: string, options: VerifyOptions): Promise<IdTokenCheck> {
  return (await tokenChecks()).checkIdToken(token, options);
}

/** The id token's claims once it is trusted; null otherwise. */
export async function verifyIdToken(token: string, options: VerifyOptions) {
  return (await tokenChecks()).verifyIdToken(token, options);
}

/** The single sign-on details token, checked with the same keys. */
export async function verifyDetailsToken(token: string, options: VerifyOptions) {
  return (await tokenChecks()).verifyDetailsToken(token, options);
}
