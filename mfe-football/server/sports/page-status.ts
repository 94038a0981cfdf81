import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SPORT_PAGES, sportsPageFor, type PageStatus } from '@sl/contracts';
import { ERROR_RESPONSES, PageStatusQuery, PageStatusSchema } from '@sl/server-kit';
import { DEFAULT_SPORTS_SEED, isSportEventId, sportEvent } from './model/world';

/** Whether the other sports have a page at a site path: the shared table, and the event for an event page. */
function sportsPageExists(path: string, seed = DEFAULT_SPORTS_SEED): boolean {
  const page = sportsPageFor(path);
  if (!page) return false;
  if (page.kind !== 'event') return true;
  if (!isSportEventId(page.eventId)) return false;
  // The event must be one of the page's sports: a darts match has no page under /golf.
  return SPORT_PAGES[page.page].sports.some((sport) => sportEvent(sport, page.eventId, seed) !== null);
}

/**
 * GET /api/football/v1/sports/page-status?path=/darts/...: the shell's server asks it so an unknown address under
 * /sports or a sport's prefix answers HTTP 404.
 */
export const sportsPageStatusRoutes: FastifyPluginAsyncTypebox<{ seed?: number }> = async (
  app,
  { seed = DEFAULT_SPORTS_SEED },
) => {
  app.get(
    '/api/football/v1/sports/page-status',
    { schema: { querystring: PageStatusQuery, response: { 200: PageStatusSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const path = request.query.path.split(/[?#]/)[0]!;
      const body: PageStatus = { path, found: sportsPageExists(path, seed) };
      return reply.header('Cache-Control', 'public, max-age=60').send(body);
    },
  );
};
