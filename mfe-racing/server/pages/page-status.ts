import { Type } from 'typebox';
import { isRacingDay, racingPageFor, slugify, type PageStatus, type RacingPageKind } from '@sl/contracts';
import type { AppInstance } from '@sl/server-kit';
import type { RacecardsRepository } from '../racecards/repository';

const PathQuery = Type.Object({ path: Type.String({ minLength: 1, maxLength: 500, pattern: '^/' }) });

/** Which entry field a profile page's id is. */
const PROFILE_FIELDS = { horse: 'horseCode', jockey: 'jockeyCode', trainer: 'trainerCode' } as const;
const isProfileKind = (kind: RacingPageKind): kind is keyof typeof PROFILE_FIELDS => kind in PROFILE_FIELDS;

/**
 * GET /api/horse-racing/v2/racing/page-status?path=/racing/...: whether the racing remote has a page there, from
 * the same route table the remote routes with and the races and runners this service holds. The shell's server
 * asks it so an unknown race card or profile answers HTTP 404.
 */
export async function pageStatusRoutes(app: AppInstance, repo: RacecardsRepository) {
  const exists = async (path: string): Promise<boolean> => {
    const page = racingPageFor(path.replace(/\/+$/, '') || '/');
    if (!page) return false;
    const { kind, params } = page;
    if (kind === 'racecards-day' || kind === 'results-day') return isRacingDay(params.date);
    if (kind === 'racecard') {
      // The card must be that race, on that day, at that course: racecardPath builds all three from the card.
      if (!isRacingDay(params.date) || !/^\d{1,15}$/.test(params.raceId ?? '')) return false;
      const card = await repo.race(Number(params.raceId));
      return (
        card !== null &&
        card.meetingDate.slice(0, 10) === params.date &&
        slugify(card.courseName) === params.course
      );
    }
    if (isProfileKind(kind)) {
      const code = params.id ?? '';
      return /^\d{12}$/.test(code) && (await repo.cardsWith(PROFILE_FIELDS[kind], code)).length > 0;
    }
    return true; // Section pages: they exist whatever the data.
  };

  app.get(
    '/api/horse-racing/v2/racing/page-status',
    { schema: { querystring: PathQuery } },
    async (request, reply) => {
      const path = request.query.path.split(/[?#]/)[0]!;
      const body: PageStatus = { path, found: await exists(path) };
      return reply.header('Cache-Control', 'public, max-age=60').send(body);
    },
  );
}
