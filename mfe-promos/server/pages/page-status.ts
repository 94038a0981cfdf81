import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { festivalPageFor } from '@sl/contracts';
import { ERROR_RESPONSES, PageStatusQuery, PageStatusSchema } from '@sl/server-kit';

/**
 * GET /api/promos/v1/page-status?path=/cheltenham-festival/...: whether a festival site has that page (the shell's
 * server asks, so an unknown festival page answers HTTP 404). Royal Ascot's pages exist whether or not its
 * microsite is on: when it is off they say so.
 */
export const pageStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/promos/v1/page-status',
    { schema: { querystring: PageStatusQuery, response: { 200: PageStatusSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const path = request.query.path.split(/[?#]/)[0]!;
      return reply
        .header('Cache-Control', 'public, max-age=300')
        .send({ path, found: festivalPageFor(path) !== null });
    },
  );
};
