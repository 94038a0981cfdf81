import { randomBytes } from 'node:crypto';
import { VISITOR_COOKIE } from '@sl/contracts';
import type { FastifyRequest } from 'fastify';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const VALID = /^[A-Za-z0-9_-]{16,64}$/;

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The visitor's id from the `sl_vid` cookie, or a new random one with the Set-Cookie header that keeps it (1 year,
 * HttpOnly: only the shell reads it; SameSite=Lax; Secure when the page came over https). A malformed value is
 * replaced, so a hand-made cookie cannot pick a bucket by anything but luck.
 */
export function visitorId(request: FastifyRequest): { id: string; setCookie: string | null } {
  const existing = cookieValue(request.headers.cookie, VISITOR_COOKIE);
  if (existing !== undefined && VALID.test(existing)) return { id: existing, setCookie: null };
  const id = randomBytes(16).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return {
    id,
    setCookie: `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  };
}
