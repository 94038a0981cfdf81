import { authStore } from '@sl/contracts';
import { reportAppError } from '../errors/app-errors';
import { MAINTENANCE_PATH } from './config';
import { deps } from './deps';
import { exchangeCode } from './oauth-client';
import { safeReturnPath } from './return-path';
import { sessionFromClaims, signOut, storeTokens } from './session';
import { singleSignOn } from './single-sign-on';
import { AUTH_KEYS } from './storage-keys';
import { verifyIdToken } from './verify';

/** What a silent attempt (prompt none) answers when the provider has no session for it: not an error. */
const SILENT_MISSES = new Set([
  'login_required',
  'consent_required',
  'interaction_required',
  'account_selection_required',
]);

/**
 * After a failure nothing is kept, and no silent attempt follows in this session (no redirect loops). An oauth
 * failure is reported and counted (spec document 2, section 8) when `reason` names it; single sign-on reports its
 * own.
 */
function fail(reason?: string, error?: unknown): string {
  if (reason) reportAppError('sso', `oauth: ${reason}`, error);
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

  const providerError = params.get('error');
  if (providerError) {
    // A silent attempt that found no provider session (login_required) simply leaves the visitor signed out;
    // any other error the provider sends back is an oauth error.
    if (!SILENT_MISSES.has(providerError)) reportAppError('sso', `oauth: ${providerError.slice(0, 100)}`);
    return target;
  }
  const code = params.get('code');
  if (!code) return fail('callback without a code');
  if (!expectedState || params.get('state') !== expectedState) return fail('callback state does not match');
  if (!verifier) return fail('no code verifier kept for this sign-in');
  try {
    const tokens = await exchangeCode({ code, codeVerifier: verifier, redirectUri }, http, origin);
    const claims = await verifyIdToken(tokens.id_token, { origin, nowMs: now(), keys });
    if (!claims) return fail('id token did not verify');
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
    const message = error instanceof Error ? error.message : String(error);
    console.error(message);
    return fail(message, error);
  }
}
