/** Claims the site reads from an id token (spec document 1, section 3, "Auth data"). */
export interface IdTokenClaims {
  sub: string;
  email: string;
  exp: number;
  scopes?: string | string[];
  sid?: string;
  name?: string;
  expires?: number;
  hasAccess?: boolean;
  premium?: boolean;
  migrated?: boolean;
  'com.sbgcore.can_link_to'?: string[];
  [claim: string]: unknown;
}

function base64UrlDecode(segment: string): string {
  const padded = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads a token's payload without verifying it. A token that does not split into three dot-separated parts, or
 * whose payload is not a JSON object, is treated as empty (spec document 1, section 5). Callers that grant
 * anything on the strength of a token must verify its signature; this only shapes what the UI shows.
 */
export function decodeTokenPayload(token: string | null | undefined): Record<string, unknown> | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A valid payload holds sub, scopes, email and exp, and exp is in the future (spec document 1, section 5). */
export function isValidTokenPayload(
  payload: Record<string, unknown> | null,
  nowMs: number,
): payload is IdTokenClaims {
  if (!payload) return false;
  const { sub, scopes, email, exp } = payload;
  return (
    typeof sub === 'string' &&
    sub.length > 0 &&
    scopes !== undefined &&
    typeof email === 'string' &&
    email.length > 0 &&
    typeof exp === 'number' &&
    exp * 1000 > nowMs
  );
}
