import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { isValidTokenPayload, type IdTokenClaims } from '@sl/contracts';
import { AUTH_PATHS, CLIENT_ID, issuer } from './config';
import { deps } from './deps';
import { KeysUnreachable, providerKeySet } from './provider-keys';

export interface VerifyOptions {
  origin: string;
  nowMs: number;
  /** Tests pass a local key set; the browser fetches the provider's JWKS once per page. */
  keys?: JWTVerifyGetKey;
}

const keySets = new Map<string, JWTVerifyGetKey>();

function providerKeys(origin: string): JWTVerifyGetKey {
  let keys = keySets.get(origin);
  if (!keys) {
    keys = providerKeySet(new URL(`${origin}${AUTH_PATHS.jwks}`), deps().storage);
    keySets.set(origin, keys);
  }
  return keys;
}

/** A token signed by our provider's keys (RS256), issued by it for this client, checked at the caller's time. */
function verifyOurs(token: string, options: VerifyOptions) {
  return jwtVerify(token, options.keys ?? providerKeys(options.origin), {
    issuer: issuer(options.origin),
    audience: CLIENT_ID,
    algorithms: ['RS256'],
    currentDate: new Date(options.nowMs),
  });
}

/**
 * What a stored id token is: trusted, genuine but expired (so worth a refresh), not checkable now because the
 * provider's keys cannot be fetched (so keep it and try again), or anything else.
 */
export type IdTokenCheck =
  | { status: 'valid'; claims: IdTokenClaims }
  | { status: 'expired' }
  | { status: 'unreachable' }
  | { status: 'invalid' };

/**
 * An id token is trusted only after its RS256 signature checks out against the provider's JWKS, its issuer and
 * audience are ours, and its payload holds sub, scopes, email and a future exp (spec document 1, section 5).
 * One that does not split into three dot-separated parts, or fails any check but expiry, is treated as empty.
 */
export async function checkIdToken(token: string, options: VerifyOptions): Promise<IdTokenCheck> {
  if (token.split('.').length !== 3) return { status: 'invalid' };
  try {
    const { payload } = await verifyOurs(token, options);
    const claims = payload as Record<string, unknown>;
    return isValidTokenPayload(claims, options.nowMs) ? { status: 'valid', claims } : { status: 'invalid' };
  } catch (error) {
    if (error instanceof KeysUnreachable) return { status: 'unreachable' };
    // jose checks the signature, issuer and audience before expiry: an expired error means all of those held.
    return error instanceof errors.JWTExpired ? { status: 'expired' } : { status: 'invalid' };
  }
}

/** The id token's claims once it is trusted; null otherwise. */
export async function verifyIdToken(token: string, options: VerifyOptions): Promise<IdTokenClaims | null> {
  const checked = await checkIdToken(token, options);
  return checked.status === 'valid' ? checked.claims : null;
}

/** The details token of single sign-on: same keys and issuer; its sub, email and sid are compared by the caller. */
export async function verifyDetailsToken(
  token: string,
  options: VerifyOptions,
): Promise<{ sub?: string; email?: unknown; sid?: unknown } | null> {
  try {
    const { payload } = await verifyOurs(token, options);
    return payload;
  } catch {
    return null;
  }
}
