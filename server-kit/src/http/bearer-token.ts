import fastifyBearerAuth from '@fastify/bearer-auth';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

/**
 * Guards every route of an encapsulated scope (register this inside the admin routes' own plugin, so public
 * routes stay open) with one bearer token, compared in constant time by @fastify/bearer-auth. The check runs
 * onRequest, before validation, so a caller without the token learns nothing about the API's shape; a missing
 * or wrong token answers 401 with the house error body and `hint` saying which token is wanted.
 */
export async function requireBearerToken(
  scope: Pick<FastifyInstance, 'register'>,
  token: string,
  hint: string,
): Promise<void> {
  await scope.register(fastifyBearerAuth, {
    keys: [token],
    addHook: 'onRequest',
    // A refused caller is routine (expired token, a probe), not a server fault.
    verifyErrorLogLevel: 'info',
    // The plugin sends whatever this returns; its types only know the `{ error: string }` default shape.
    errorResponse: () => errorBody('UNAUTHORIZED', hint) as unknown as { error: string },
  });
}
