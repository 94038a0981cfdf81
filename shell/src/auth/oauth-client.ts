import { AUTH_METRICS, sendCounter, sendHistogram } from './metrics';
import { AUTH_PATHS, CLIENT_ID } from './config';

/** The calls of spec document 1, section 7, with its exact error messages. */

export interface AuthCodes {
  verifier: string;
  challenge: string;
}

export interface OAuthTokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in?: number;
}

type Http = typeof fetch;

const form = (body: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(body).toString(),
  credentials: 'omit',
});

async function json(response: Response): Promise<unknown> {
  return response.json();
}

function isTokens(value: unknown): value is OAuthTokens {
  const v = value as Partial<OAuthTokens> | null;
  return !!v && typeof v.access_token === 'string' && typeof v.id_token === 'string';
}

/** GET the verifier URL: verifier and challenge; an error throws 'Unable to get auth codes'. */
export async function getAuthCodes(http: Http = fetch, host = ''): Promise<AuthCodes> {
  try {
    const response = await http(`${host}${AUTH_PATHS.verifier}`, { credentials: 'omit' });
    if (response.status >= 400) throw new Error(`status ${response.status}`);
    const body = (await json(response)) as Partial<AuthCodes>;
    if (typeof body.verifier !== 'string' || typeof body.challenge !== 'string') throw new Error('bad body');
    void sendCounter(AUTH_METRICS.verifierCodes, { outcome: 'success' }, 'PKCE verifier codes fetched');
    return { verifier: body.verifier, challenge: body.challenge };
  } catch {
    void sendCounter(AUTH_METRICS.verifierCodes, { outcome: 'failure' }, 'PKCE verifier codes fetched');
    throw new Error('Unable to get auth codes');
  }
}

/** POST the token path with the authorization code; status 400 or above throws 'Unable to get oauth tokens'. */
export async function exchangeCode(
  input: { code: string; codeVerifier: string; redirectUri: string },
  http: Http = fetch,
  host = '',
): Promise<OAuthTokens> {
  const started = performance.now();
  let outcome = 'failure';
  try {
    const response = await http(
      `${host}${AUTH_PATHS.token}`,
      form({
        grant_type: 'authorization_code',
        redirect_uri: input.redirectUri,
        client_id: CLIENT_ID,
        code_verifier: input.codeVerifier,
        code: input.code,
      }),
    );
    if (response.status >= 400) throw new Error('Unable to get oauth tokens');
    const body = await json(response);
    if (!isTokens(body)) throw new Error('Unable to get oauth tokens');
    outcome = 'success';
    return body;
  } catch {
    throw new Error('Unable to get oauth tokens');
  } finally {
    void sendCounter(AUTH_METRICS.tokenFetch, { outcome }, 'OAuth token fetches by outcome');
    void sendHistogram(
      AUTH_METRICS.tokenFetchSeconds,
      { outcome },
      [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      (performance.now() - started) / 1000,
      'OAuth token fetch duration in seconds',
    );
  }
}

/**
 * 'Unable to refresh tokens', told apart by whether trying again later can help: the provider could not be reached
 * or answered 5xx or 429 (transient), or it refused the refresh token (not).
 */
export class RefreshFailed extends Error {
  constructor(readonly transient: boolean) {
    super('Unable to refresh tokens');
    this.name = 'RefreshFailed';
  }
}

const transientStatus = (status: number) => status >= 500 || status === 429;

/** POST the token path with the refresh token; status 400 or above throws 'Unable to refresh tokens'. */
export async function refreshTokens(
  refreshToken: string,
  http: Http = fetch,
  host = '',
): Promise<OAuthTokens> {
  let outcome = 'failure';
  try {
    const response = await http(
      `${host}${AUTH_PATHS.token}`,
      form({ grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: refreshToken }),
    );
    if (response.status >= 400) throw new RefreshFailed(transientStatus(response.status));
    const body = await json(response).catch(() => null);
    if (!isTokens(body)) throw new RefreshFailed(false);
    outcome = 'success';
    return body;
  } catch (error) {
    // fetch itself throwing means the provider was not reached.
    throw error instanceof RefreshFailed ? error : new RefreshFailed(true);
  } finally {
    void sendCounter(AUTH_METRICS.tokenRefresh, { outcome }, 'OAuth token refreshes by outcome');
  }
}

/** POST /openid/v1/token_info: the access token's exp (epoch seconds), or null when it is not active. */
export async function tokenInfo(token: string, http: Http = fetch, host = ''): Promise<number | null> {
  try {
    const response = await http(
      `${host}${AUTH_PATHS.tokenInfo}`,
      form({ client_id: CLIENT_ID, token, token_type_hint: 'access_token' }),
    );
    if (response.status >= 400) return null;
    const body = (await json(response)) as { active?: boolean; exp?: unknown };
    return body.active !== false && typeof body.exp === 'number' ? body.exp : null;
  } catch {
    return null;
  }
}

export interface SsoDetails {
  validToken: boolean;
  DetailsJwtToken: string | null;
  needsRedirect: boolean;
  expiry: number | null;
}

/** GET the v2 single sign-on details with `Authorization: Bearer {session id}`; a failure is logged, null returned. */
export async function fetchSsoDetails(
  sessionId: string,
  http: Http = fetch,
  host = '',
): Promise<SsoDetails | null> {
  try {
    const response = await http(`${host}${AUTH_PATHS.ssoDetails}`, {
      headers: { Authorization: `Bearer ${sessionId}` },
      credentials: 'omit',
    });
    if (response.status >= 400) throw new Error(`single sign-on details answered ${response.status}`);
    const body = (await json(response)) as Partial<SsoDetails>;
    return {
      validToken: body.validToken === true,
      DetailsJwtToken: typeof body.DetailsJwtToken === 'string' ? body.DetailsJwtToken : null,
      needsRedirect: body.needsRedirect === true,
      expiry: typeof body.expiry === 'number' ? body.expiry : null,
    };
  } catch (error) {
    console.error('single sign-on details failed', error);
    return null;
  }
}
