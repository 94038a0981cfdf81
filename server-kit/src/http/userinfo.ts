import type { FastifyRequest } from 'fastify';
import { HttpError, unauthorized } from './errors';

/**
 * How a section service learns who is calling: it asks the identity provider's userinfo endpoint (on the account
 * service), which answers only for a live, untampered, unexpired access token. One client for every service, so a
 * change of claims or endpoint is made once.
 */

/** The claims userinfo answers for an access token, or null for a token it refuses. */
export type UserinfoSource = (accessToken: string) => Promise<Record<string, unknown> | null>;

/** Throws when the provider cannot be asked, so a caller can refuse rather than serve a member it could not check. */
export function userinfoClaims(accountBaseUrl: string, timeoutMs = 5000): UserinfoSource {
  return async (accessToken) => {
    const response = await fetch(`${accountBaseUrl}/openid/v1/me`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 401 || response.status === 400) return null;
    if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
    const body = (await response.json()) as unknown;
    if (!body || typeof body !== 'object' || typeof (body as { sub?: unknown }).sub !== 'string') return null;
    return body as Record<string, unknown>;
  };
}

/** The member an access token belongs to. */
export interface VerifiedMember {
  sub: string;
  email: string;
  /** The display name, or the email when the provider has none. */
  name: string;
  /** Whether the member has the paid product (plus). */
  premium: boolean;
  /** The roles the identity provider gives this person (`release-manager`); none for a member. */
  roles: string[];
}

export type AccessTokenVerifier = (accessToken: string) => Promise<VerifiedMember | null>;

export function userinfoVerifier(accountBaseUrl: string, timeoutMs = 5000): AccessTokenVerifier {
  const claims = userinfoClaims(accountBaseUrl, timeoutMs);
  return async (accessToken) => {
    const body = await claims(accessToken);
    if (!body || typeof body.sub !== 'string' || typeof body.email !== 'string') return null;
    return {
      sub: body.sub,
      email: body.email,
      name: typeof body.name === 'string' ? body.name : body.email,
      premium: body.premium === true,
      roles: Array.isArray(body.roles) ? body.roles.filter((role) => typeof role === 'string') : [],
    };
  };
}

/** The token of an Authorization header: Bearer, or Token for migrated accounts (spec document 2, section 6). */
export function bearerTokenOf(header: string | undefined): string | null {
  const match = /^(?:Bearer|Token) ([A-Za-z0-9._~+/=-]{1,4096})$/.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}

/** The signed-in member behind a request: 401 without a valid token, 503 when the provider cannot be asked. */
export async function requireMember(
  request: FastifyRequest,
  verify: AccessTokenVerifier,
  signInMessage: string,
): Promise<VerifiedMember> {
  const token = bearerTokenOf(request.headers.authorization);
  if (!token) throw unauthorized(signInMessage, 'SIGN_IN_REQUIRED');
  let member: VerifiedMember | null;
  try {
    member = await verify(token);
  } catch (error) {
    request.log.warn({ err: error }, 'access token verification unavailable');
    throw new HttpError(503, 'AUTH_UNAVAILABLE', 'Sign-in cannot be checked right now');
  }
  if (!member) throw unauthorized('The access token is not valid', 'INVALID_ACCESS_TOKEN');
  return member;
}
