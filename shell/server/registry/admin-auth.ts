import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '@sl/server-kit';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Refuses any admin call without the release token (constant-time comparison). */
export function requireReleaseToken(token: string) {
  const expected = digest(token);
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (.+)$/.exec(header);
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
      throw unauthorized('A valid release token is required (Authorization: Bearer <RELEASE_TOKEN>)');
    }
  };
}
