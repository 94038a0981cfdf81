import { Type } from 'typebox';
import { greyhoundPageFor, isRacingDay, type PageStatus } from '@sl/contracts';
import type { AppInstance } from '@sl/server-kit';
import { DEFAULT_GREYHOUND_SEED, greyhoundRace } from './model/world';

const PathQuery = Type.Object({ path: Type.String({ minLength: 1, maxLength: 500, pattern: '^/' }) });

/** Whether the greyhound pages have a page at a site path: the shared table, and the race for a race card. */
export function greyhoundPageExists(path: string, seed = DEFAULT_GREYHOUND_SEED): boolean {
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
export async function greyhoundPageStatusRoutes(app: AppInstance, seed = DEFAULT_GREYHOUND_SEED) {
  app.get(
    '/api/horse-racing/v2/greyhounds/page-status',
    { schema: { querystring: PathQuery } },
    async (request, reply) => {
      const path = request.query.path.split(/[?#]/)[0]!;
      const body: PageStatus = { path, found: greyhoundPageExists(path, seed) };
      return reply.header('Cache-Control', 'public, max-age=60').send(body);
    },
  );
}
