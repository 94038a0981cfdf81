import { Type } from 'typebox';
import { festivalPageFor, type PageStatus } from '@sl/contracts';
import type { AppInstance } from '@sl/server-kit';

const PathQuery = Type.Object({ path: Type.String({ minLength: 1, maxLength: 500, pattern: '^/' }) });

/**
 * GET /api/promos/v1/page-status?path=/cheltenham-festival/...: whether a festival site has that page (the shell's
 * server asks, so an unknown festival page answers HTTP 404). Royal Ascot's pages exist whether or not its
 * microsite is on: when it is off they say so.
 */
export async function pageStatusRoutes(app: AppInstance) {
  app.get('/api/promos/v1/page-status', { schema: { querystring: PathQuery } }, async (request, reply) => {
    const path = request.query.path.split(/[?#]/)[0]!;
    const body: PageStatus = { path, found: festivalPageFor(path) !== null };
    return reply.header('Cache-Control', 'public, max-age=300').send(body);
  });
}
