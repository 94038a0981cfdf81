/** Session storage keys (spec document 1, section 9: prefixes oauth_ and sso_). */
export const AUTH_KEYS = {
  accessToken: 'oauth_access_token',
  idToken: 'oauth_id_token',
  refreshToken: 'oauth_refresh_token',
  /** Access token expiry, epoch ms. */
  expiresAt: 'oauth_expires_at',
  issuedAt: 'oauth_issued_at',
  lastActivity: 'oauth_last_activity',
  codeVerifier: 'oauth_code_verifier',
  state: 'oauth_state',
  redirectUri: 'oauth_redirect_uri',
  postRedirectPath: 'oauth_post_redirect_path',
  migrated: 'sso_migrated',
  silentChecked: 'oauth_silent_checked',
} as const;

/**
 * The provider's public keys (JWKS), kept in local storage. Not an oauth_ or sso_ key: public keys outlive a
 * sign-out, and the next member's page load uses them.
 */
export const JWKS_CACHE_KEY = 'sl_provider_jwks';

const PREFIXES = ['oauth_', 'sso_'];

/** Logout or failure clears every stored auth and single sign-on key. */
export function clearAuthStorage(storage: Storage): void {
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && PREFIXES.some((prefix) => key.startsWith(prefix))) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}
