/**
 * Where the session talks to. The identity provider is reached through the shell's own origin (the gateway
 * forwards /openid to the account service, docs/adr/0006-identity-provider-behind-the-shell-gateway.md), so the auth host is the page's origin.
 */
export const CLIENT_ID = 'sl-web';

export const AUTH_PATHS = {
  authorize: '/openid/v1/authorize',
  token: '/openid/v1/token',
  tokenInfo: '/openid/v1/token_info',
  jwks: '/openid/v1/jwks',
  endSession: '/openid/session/end',
  /** The spec's "verifier URL": answers { verifier, challenge }. */
  verifier: '/api/account/v1/auth/codes',
  /** The v2 single sign-on details path. */
  ssoDetails: '/api/account/v2/sso/details',
} as const;

export const CALLBACKS = {
  sso: '/oauth/sso',
  partner: '/oauth/skybet',
  partnerLoading: '/oauth/skybet/loading',
} as const;

export const MAINTENANCE_PATH = '/account/sso-maintenance';

/** Set by the provider at sign-in (not secret): a provider session may exist, so a silent attempt is worth it. */
export const SSO_HINT_COOKIE = 'sl_sso_hint';

export const issuer = (origin: string) => `${origin}/openid`;
