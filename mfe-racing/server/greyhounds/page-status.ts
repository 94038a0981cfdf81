import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { greyhoundPageFor, isRacingDay, type PageStatus } from '@sl/contracts';
import { ERROR_RESPONSES, PageStatusQuery, PageStatusSchema } from '@sl/server-kit';
import { DEFAULT_GREYHOUND_SEED, greyhoundRace } from './model/world';

/** Whether the greyhound pages have a page at a site path: the shared table, and the race for a race card. */
function greyhoundPageExists(path: string, seed = DEFAULT_GREYHOUND_SEED): boolean {
  const page = greyhoundPageFor(path);
  if (!page) return false;
  const { kind, params } = page;
  if (kind === 'racecards-day' || kind === 'results-day') return isRacingDay(params.date);
  if (kind === 'racecard') {
    // The card must be that race, on that day, at that track: greyhoundRacePath builds all three from the card.
    if (!isRacingDay(params.date)) return false;
    const race = greyhoundRace(params.raceId ?? '', seed);
    return race !== null && race.date === params.date && race.track.id === params.track;
  }
  return true;
}

/**
 * GET /api/horse-racing/v2/greyhounds/page-status?path=/greyhounds/...: the shell's server asks it so an unknown
 * greyhound address answers HTTP 404.
 */
export const greyhoundPageStatusRoutes: FastifyPluginAsyncTypebox<{ seed?: number }> = async (
  app,
  { seed = DEFAULT_GREYHOUND_SEED },
) => {
  app.get(
    '/api/horse-racing/v2/greyhounds/page-status',
    { schema: { querystring: PageStatusQuery, response: { 200: PageStatusSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const path = request.query.path.split(/[?#]/)[0]!;
      const body: PageStatus = { path, found: greyhoundPageExists(path, seed) };
      return reply.header('Cache-Control', 'public, max-age=60').send(body);
    },
  );
};
