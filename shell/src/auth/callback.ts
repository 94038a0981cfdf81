import { authStore } from '@sl/contracts';
import { MAINTENANCE_PATH } from './config';
import { deps } from './deps';
import { exchangeCode } from './oauth-client';
import { safeReturnPath } from './return-path';
import { sessionFromClaims, signOut, storeTokens } from './session';
import { singleSignOn } from './single-sign-on';
import { AUTH_KEYS } from './storage-keys';
import { verifyIdToken } from './verify';

/** After a failure nothing is kept, and no silent attempt follows in this session (no redirect loops). */
function fail(): string {
  signOut();
  deps().storage.setItem(AUTH_KEYS.silentChecked, 'true');
  return '/';
}

/**
 * Finishes sign-in on a callback path: checks the state, exchanges the code with the stored verifier, verifies
 * the id token, keeps the tokens, and runs single sign-on. Every sign-in callback runs it, the ordinary /oauth/sso
 * as well as the partner's (spec document 1, sections 2, 4 and 8). Answers where to go next: the stored path (or
 * '/' when login began on a callback path), '/' on failure, the maintenance page when told to.
 */
export async function completeLogin(search: string, pathname: string): Promise<string> {
  const { storage, http, origin, now, keys } = deps();
  const params = new URLSearchParams(search);
  const target = safeReturnPath(storage.getItem(AUTH_KEYS.postRedirectPath));
  const expectedState = storage.getItem(AUTH_KEYS.state);
  const verifier = storage.getItem(AUTH_KEYS.codeVerifier);
  const redirectUri = storage.getItem(AUTH_KEYS.redirectUri) ?? `${origin}${pathname}`;
  for (const key of [
    AUTH_KEYS.state,
    AUTH_KEYS.codeVerifier,
    AUTH_KEYS.redirectUri,
    AUTH_KEYS.postRedirectPath,
  ])
    storage.removeItem(key);

  if (params.get('error')) {
    // A silent attempt that found no provider session (login_required) simply leaves the visitor signed out.
    return target;
  }
  const code = params.get('code');
  if (!code || !expectedState || params.get('state') !== expectedState || !verifier) return fail();
  try {
    const tokens = await exchangeCode({ code, codeVerifier: verifier, redirectUri }, http, origin);
    const claims = await verifyIdToken(tokens.id_token, { origin, nowMs: now(), keys });
    if (!claims) return fail();
    storeTokens(tokens, claims);
    authStore.getState().setSession(sessionFromClaims(tokens.id_token, claims, storage));
    const outcome = await singleSignOn(claims);
    if (outcome === 'maintenance') {
      fail();
      return MAINTENANCE_PATH;
    }
    if (outcome !== 'success') return fail();
    return target;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return fail();
  }
}
