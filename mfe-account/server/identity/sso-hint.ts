/**
 * The `sl_sso_hint` cookie. Not secret, readable by the shell: "a provider session may exist", so the shell's one
 * silent attempt per session is worth making. Cleared when the session ends. Secure whenever the site is served
 * over HTTPS, so it never travels in clear once the site has a certificate.
 */
const SSO_HINT_COOKIE = 'sl_sso_hint';
const MAX_AGE_S = 14 * 24 * 3600;

/**
 * Whether the browser reached us over HTTPS: the issuer is the origin the browser sees (the shell's, through its
 * gateway, which talks plain HTTP to this service), and a direct request says so itself (request.protocol reads
 * X-Forwarded-Proto only when TRUST_PROXY is set).
 */
export const servedOverHttps = (issuer: string, request: { protocol: string }) =>
  new URL(issuer).protocol === 'https:' || request.protocol === 'https';

const attributes = (secure: boolean, maxAge: number) =>
  `Path=/; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;

export const ssoHintCookie = (secure: boolean) => `${SSO_HINT_COOKIE}=1; ${attributes(secure, MAX_AGE_S)}`;
export const ssoHintClear = (secure: boolean) => `${SSO_HINT_COOKIE}=; ${attributes(secure, 0)}`;
