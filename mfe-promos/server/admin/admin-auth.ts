import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '@sl/server-kit';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Refuses any admin call without the promos admin token (constant-time comparison). */
export function requireAdminToken(token: string) {
  const expected = digest(token);
  return async (request: FastifyRequest) => {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
      throw unauthorized(
        'A valid promos admin token is required (Authorization: Bearer <PROMOS_ADMIN_TOKEN>)',
      );
    }
  };
}
