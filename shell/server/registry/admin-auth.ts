import type { FastifyInstance } from 'fastify';
import { requireBearerToken } from '@sl/server-kit';

/** Refuses any call in this admin scope without the release token (RELEASE_TOKEN or the generated secret). */
export const requireReleaseToken = (scope: Pick<FastifyInstance, 'register'>, token: string) =>
  requireBearerToken(
    scope,
    token,
    'A valid release token is required (Authorization: Bearer <RELEASE_TOKEN>)',
  );
