import type { FastifyInstance } from 'fastify';
import { requireBearerToken } from '@sl/server-kit';

/** Guards every route of the scope it is registered in with the promos admin token (@fastify/bearer-auth). */
export const requireAdminToken = (scope: Pick<FastifyInstance, 'register'>, token: string) =>
  requireBearerToken(
    scope,
    token,
    'A valid promos admin token is required (Authorization: Bearer <PROMOS_ADMIN_TOKEN>)',
  );
