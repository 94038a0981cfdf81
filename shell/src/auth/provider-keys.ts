import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwksCache,
  type ExportedJWKSCache,
  type JWTVerifyGetKey,
} from 'jose';
import { JWKS_CACHE_KEY } from './storage-keys';

/** Keys kept this long are used without asking the provider; a token with an unknown key id asks at once. */
const KEYS_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A page load waits at most this long for the provider's keys before it counts the provider as unreachable. */
const KEYS_TIMEOUT_MS = 3_000;

/**
 * The provider's keys could not be fetched (down, hanging, an error page): nothing is known about the token, so
 * the session must wait and retry, not sign the member out.
 */
export class KeysUnreachable extends Error {
  constructor(cause: unknown) {
    super('the identity provider keys are unreachable', { cause });
    this.name = 'KeysUnreachable';
  }
}

function saved(storage: Storage): ExportedJWKSCache | null {
  try {
    const value = JSON.parse(storage.getItem(JWKS_CACHE_KEY) ?? 'null') as Partial<ExportedJWKSCache> | null;
    return value && Array.isArray(value.jwks?.keys) && typeof value.uat === 'number'
      ? (value as ExportedJWKSCache)
      : null;
  } catch {
    return null;
  }
}

const noSuchKey = (error: unknown) =>
  error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys;

/**
 * The provider's JWKS, kept in storage once fetched, so a page load while the account service is down still
 * verifies tokens with the keys it last saw. A fetch that fails is told apart from a key that does not match:
 * the first throws KeysUnreachable, the second is a bad token.
 */
export function providerKeySet(url: URL, storage: Storage): JWTVerifyGetKey {
  const cache: ExportedJWKSCache | Record<string, never> = saved(storage) ?? {};
  const remote = createRemoteJWKSet(url, {
    [jwksCache]: cache,
    cacheMaxAge: KEYS_MAX_AGE_MS,
    timeoutDuration: KEYS_TIMEOUT_MS,
  });
  return async (header, token) => {
    try {
      const key = await remote(header, token);
      if ('jwks' in cache) storage.setItem(JWKS_CACHE_KEY, JSON.stringify(cache));
      return key;
    } catch (error) {
      if (!noSuchKey(error)) {
        // Not reached: try the keys seen before; a token they do not know may be signed by a newer key.
        const kept = saved(storage);
        if (!kept) throw new KeysUnreachable(error);
        try {
          return await createLocalJWKSet(kept.jwks)(header, token);
        } catch (localError) {
          throw noSuchKey(localError) ? new KeysUnreachable(error) : localError;
        }
      }
      throw error;
    }
  };
}
