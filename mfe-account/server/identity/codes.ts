import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ERROR_RESPONSES } from '@sl/server-kit';

/** A PKCE verifier (43 characters of base64url) and its S256 challenge. */
function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

const PkcePair = Type.Object({ verifier: Type.String(), challenge: Type.String() });

/** The spec's "verifier URL" (document 1, section 7): answers verifier and challenge, never cached. */
export const codesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/account/v1/auth/codes',
    { schema: { response: { 200: PkcePair, ...ERROR_RESPONSES } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return pkcePair();
    },
  );
};
