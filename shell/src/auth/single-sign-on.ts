import { authStore, type IdTokenClaims } from '@sl/contracts';
import { reportAppError } from '../errors/app-errors';
import { deps } from './deps';
import { AUTH_METRICS, sendCounter } from './metrics';
import { fetchSsoDetails } from './oauth-client';
import { AUTH_KEYS } from './storage-keys';
import { verifyDetailsToken } from './verify';

export type SignOnOutcome = 'success' | 'invalid' | 'mismatch' | 'maintenance';

/**
 * The single sign-on path (spec document 1, section 4): the id token must hold sid, sub and email; the details
 * call must answer a valid, verified token whose sub, email and sid match the id token. Success marks the member
 * migrated; anything else is for the caller to turn into sign-out (and the maintenance page on needsRedirect).
 */
export async function singleSignOn(claims: IdTokenClaims): Promise<SignOnOutcome> {
  let outcome: SignOnOutcome;
  try {
    outcome = await decide(claims);
    // An sso error (spec document 2, section 8) is reported and counted; the maintenance redirect is not one.
    if (outcome === 'invalid' || outcome === 'mismatch') reportAppError('sso', `single sign-on ${outcome}`);
  } catch (error) {
    outcome = 'invalid';
    reportAppError(
      'sso',
      `single sign-on failed: ${error instanceof Error ? error.message : String(error)}`,
      error,
    );
  }
  void sendCounter(AUTH_METRICS.signOn, { outcome }, 'Single sign-on outcomes');
  if (outcome === 'success') {
    deps().storage.setItem(AUTH_KEYS.migrated, 'true');
    authStore.getState().setSession({ loggedIn: true, isMigrated: true });
  }
  return outcome;
}

async function decide(claims: IdTokenClaims): Promise<SignOnOutcome> {
  const { sid, sub, email } = claims;
  if (typeof sid !== 'string' || !sid || !sub || !email) return 'invalid';
  const { http, origin, now, keys } = deps();
  const details = await fetchSsoDetails(sid, http, origin);
  if (!details) return 'invalid';
  if (details.needsRedirect) return 'maintenance';
  if (!details.validToken || !details.DetailsJwtToken) return 'invalid';
  const verified = await verifyDetailsToken(details.DetailsJwtToken, { origin, nowMs: now(), keys });
  if (!verified) return 'invalid';
  return verified.sub === sub && verified.email === email && verified.sid === sid ? 'success' : 'mismatch';
}
