import {
  INACTIVITY_MS,
  TOKEN_VALIDITY_MS,
  authStore,
  decodeTokenPayload,
  type AuthState,
  type IdTokenClaims,
} from '@sl/contracts';
import { reportAppError } from '../errors/app-errors';
import { AUTH_PATHS, SSO_HINT_COOKIE } from './config';
import { deps } from './deps';
import { RefreshFailed, refreshTokens, tokenInfo, type OAuthTokens } from './oauth-client';
import { reconnectLater, reconnected } from './reconnect';
import { AUTH_KEYS, clearAuthStorage } from './storage-keys';
import { checkIdToken } from './verify';
import { requestNativeTokenRefresh } from './bridge';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The store's view of a verified id token. */
export function sessionFromClaims(
  idToken: string,
  claims: IdTokenClaims,
  storage: Storage,
): Partial<AuthState> {
  return {
    loggedIn: true,
    idToken,
    user: {
      sub: claims.sub,
      email: claims.email,
      name: typeof claims.name === 'string' ? claims.name : claims.email,
      selfExclusion: strings(claims.self_exclusion),
      sensitiveAudience: claims.sensitive_audience === true,
      upgradable: claims.upgradable === true,
      registration: claims.registration === 'part' ? 'part' : 'first',
    },
    // Top level too: the spec's auth state carries it there, and the menus read it there.
    selfExclusion: strings(claims.self_exclusion),
    // hasAccess is the spec's paid-product claim (document 1, section 3); premium only stands in for a token
    // issued before the provider sent it.
    premium: typeof claims.hasAccess === 'boolean' ? claims.hasAccess : claims.premium === true,
    isMigrated: claims.migrated === true || storage.getItem(AUTH_KEYS.migrated) === 'true',
    'com.sbgcore.can_link_to': strings(claims['com.sbgcore.can_link_to']),
  };
}

/**
 * Keeps freshly issued tokens, once their id token has verified; only the shell writes these keys. The stored
 * expiry is the access token's, or the id token's `expires` claim when that comes first: the two are issued
 * together and renewed together, so the session needs renewing when either runs out.
 */
export function storeTokens(tokens: OAuthTokens, claims: Pick<IdTokenClaims, 'expires'>): void {
  const { storage, now } = deps();
  const issuedAt = now();
  storage.setItem(AUTH_KEYS.accessToken, tokens.access_token);
  storage.setItem(AUTH_KEYS.idToken, tokens.id_token);
  if (tokens.refresh_token) storage.setItem(AUTH_KEYS.refreshToken, tokens.refresh_token);
  const lifetimeMs = typeof tokens.expires_in === 'number' ? tokens.expires_in * 1000 : TOKEN_VALIDITY_MS;
  const idTokenExpiry =
    typeof claims.expires === 'number' && Number.isFinite(claims.expires) ? claims.expires * 1000 : Infinity;
  storage.setItem(AUTH_KEYS.expiresAt, String(Math.min(issuedAt + lifetimeMs, idTokenExpiry)));
  storage.setItem(AUTH_KEYS.issuedAt, String(issuedAt));
  storage.setItem(AUTH_KEYS.lastActivity, String(issuedAt));
}

function inactiveTooLong(storage: Storage, nowMs: number): boolean {
  const last = Number(storage.getItem(AUTH_KEYS.lastActivity));
  return Number.isFinite(last) && last > 0 && nowMs - last > INACTIVITY_MS;
}

/**
 * Restores the session at boot. The id token is trusted only once its signature verifies; a genuine one that has
 * expired is refreshed when a refresh token is kept; anything else (not three parts, a payload that does not
 * parse, a bad signature) is treated as empty and signs out without a refresh (spec document 1, sections 4 and 5).
 * A member inactive for longer than the inactivity period is signed out.
 */
export async function hydrateSession(): Promise<void> {
  const { storage, now, origin, keys } = deps();
  const idToken = storage.getItem(AUTH_KEYS.idToken);
  if (!idToken) {
    authStore.getState().reset();
    return;
  }
  if (inactiveTooLong(storage, now())) {
    signOut();
    return;
  }
  const checked = await checkIdToken(idToken, { origin, nowMs: now(), keys });
  if (checked.status === 'valid') {
    authStore.getState().setSession(sessionFromClaims(idToken, checked.claims, storage));
    reconnected();
    return;
  }
  // Nothing is known about the token while the provider's keys cannot be fetched: keep it and ask again.
  if (checked.status === 'unreachable') {
    reconnectLater(recheckSession);
    return;
  }
  if (checked.status === 'expired' && storage.getItem(AUTH_KEYS.refreshToken)) {
    const outcome = await renew();
    if (outcome !== 'refused') return;
  }
  signOut();
}

/** The reconnecting state's retry: a member shown as signed in renews, anyone else is hydrated again. */
async function recheckSession(): Promise<void> {
  if (authStore.getState().loggedIn) await refreshSession();
  else await hydrateSession();
}

/**
 * Sign-out or failure: every oauth_ and sso_ key goes, the shared store returns to signed out, and the provider
 * session ends too so a silent sign-in cannot bring the member straight back.
 */
export function signOut(options: { endProviderSession?: boolean } = {}): void {
  const { storage, http, origin } = deps();
  reconnected();
  clearAuthStorage(storage);
  authStore.getState().reset();
  if (options.endProviderSession === false) return;
  if (typeof document !== 'undefined')
    document.cookie = `${SSO_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  void http(`${origin}${AUTH_PATHS.endSession}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    credentials: 'same-origin',
    keepalive: true,
  }).catch((error: unknown) => console.error('ending the provider session failed', error));
}

/**
 * Whether the stored access token is still good: from the stored expiry, or else from a token_info call
 * (spec document 1, section 4). An expired stored value is cleared and the token counts as invalid.
 */
export async function accessTokenValid(): Promise<boolean> {
  const { storage, now, http, origin } = deps();
  const token = storage.getItem(AUTH_KEYS.accessToken);
  if (!token) return false;
  const stored = storage.getItem(AUTH_KEYS.expiresAt);
  if (stored !== null) {
    const expiresAt = Number(stored);
    if (Number.isFinite(expiresAt) && expiresAt > now()) return true;
    storage.removeItem(AUTH_KEYS.expiresAt);
    return false;
  }
  const exp = await tokenInfo(token, http, origin);
  if (exp === null || exp * 1000 <= now()) return false;
  storage.setItem(AUTH_KEYS.expiresAt, String(exp * 1000));
  return true;
}

type Renewal = 'renewed' | 'unreachable' | 'refused';
let refreshing: Promise<Renewal> | null = null;

/**
 * Exchanges the refresh token for new tokens (rotation: the old refresh token is dead afterwards), verifies the
 * new id token and adopts it. One refresh at a time. In the app's web view the native app is asked as well.
 * A refusal signs the member out; a provider that cannot be reached keeps the session, marked reconnecting, and
 * is asked again with a growing delay.
 */
function renew(): Promise<Renewal> {
  refreshing ??= (async (): Promise<Renewal> => {
    const { storage, http, origin, webView, now, keys } = deps();
    // In the web view the app owns the tokens: a page that cannot reach it has an app-bridge error.
    if (webView && !requestNativeTokenRefresh())
      reportAppError('bridge', 'requestTokenRefresh: no app bridge in the web view');
    const refreshToken = storage.getItem(AUTH_KEYS.refreshToken);
    if (!refreshToken) return 'refused';
    try {
      const tokens = await refreshTokens(refreshToken, http, origin);
      const checked = await checkIdToken(tokens.id_token, { origin, nowMs: now(), keys });
      if (checked.status === 'valid') {
        storeTokens(tokens, checked.claims);
        authStore.getState().setSession(sessionFromClaims(tokens.id_token, checked.claims, storage));
        reconnected();
        return 'renewed';
      }
      if (checked.status === 'unreachable') {
        // The old refresh token is spent: keep the new tokens (their expiry read, not trusted) for the check once
        // the keys are back, which verifies them before the session shows them.
        const expires = decodeTokenPayload(tokens.id_token)?.expires;
        storeTokens(tokens, { expires: typeof expires === 'number' ? expires : undefined });
        reconnectLater(recheckSession);
        return 'unreachable';
      }
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      if (error instanceof RefreshFailed && error.transient) {
        reconnectLater(recheckSession);
        return 'unreachable';
      }
    }
    signOut();
    return 'refused';
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** renew(), answering whether the session now holds fresh tokens. */
export async function refreshSession(): Promise<boolean> {
  return (await renew()) === 'renewed';
}

/** The store's getAccessToken: the current access token, refreshed first when it has expired. */
export async function getAccessToken(): Promise<string | null> {
  const { storage } = deps();
  if (!authStore.getState().loggedIn) return null;
  if (await accessTokenValid()) return storage.getItem(AUTH_KEYS.accessToken);
  if (await refreshSession()) return storage.getItem(AUTH_KEYS.accessToken);
  return null;
}

/** Marks the member active now (inactivity is measured from the last of these). */
export function touchActivity(): void {
  const { storage, now } = deps();
  if (storage.getItem(AUTH_KEYS.idToken)) storage.setItem(AUTH_KEYS.lastActivity, String(now()));
}

/** Signs out a member idle for longer than the inactivity period; answers whether it did. */
export function enforceInactivity(): boolean {
  const { storage, now } = deps();
  if (!authStore.getState().loggedIn || !inactiveTooLong(storage, now())) return false;
  signOut();
  return true;
}
