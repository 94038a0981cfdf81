/** The member an access token belongs to, as the identity provider's userinfo answers it. */
export interface VerifiedMember {
  sub: string;
  email: string;
  premium: boolean;
}

export type AccessTokenVerifier = (accessToken: string) => Promise<VerifiedMember | null>;

/**
 * Verifies an access token against the provider over HTTP: its userinfo endpoint answers only for a live,
 * untampered, unexpired token, and tells us the member's email and plus membership.
 */
export function userinfoVerifier(accountBaseUrl: string, timeoutMs = 5000): AccessTokenVerifier {
  return async (accessToken) => {
    const response = await fetch(`${accountBaseUrl}/openid/v1/me`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 401 || response.status === 400) return null;
    if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
    const body = (await response.json()) as Record<string, unknown>;
    if (typeof body.sub !== 'string' || typeof body.email !== 'string') return null;
    return { sub: body.sub, email: body.email, premium: body.premium === true };
  };
}
