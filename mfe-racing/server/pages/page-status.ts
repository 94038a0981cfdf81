import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  isRacingDay,
  racingPageFor,
  slugify,
  type PageHead,
  type PageStatus,
  type RacingPageKind,
  type RouteParams,
} from '@sl/contracts';
import { ERROR_RESPONSES, PageStatusQuery, PageStatusSchema } from '@sl/server-kit';
import { profileName } from '../profiles/routes';
import type { RacecardsRepository } from '../racecards/repository';
import { profileHead, racecardHead } from './page-head';

/** Which entry field a profile page's id is. */
const PROFILE_FIELDS = { horse: 'horseCode', jockey: 'jockeyCode', trainer: 'trainerCode' } as const;
const isProfileKind = (kind: RacingPageKind): kind is keyof typeof PROFILE_FIELDS => kind in PROFILE_FIELDS;

/**
 * GET /api/horse-racing/v2/racing/page-status?path=/racing/...: whether the racing remote has a page there, from
 * the same route table the remote routes with and the races and runners this service holds. The shell's server
 * asks it so an unknown race card or profile answers HTTP 404, and takes a race card's or profile's title,
 * description and SportsEvent (`head`) for the page's <head> from the same answer.
 */
export interface PageStatusOptions {
  repo: RacecardsRepository;
  /** Checks a feature answers for its own kinds of page (replays: the race must have been run). */
  checks?: Partial<Record<RacingPageKind, (params: RouteParams) => Promise<boolean>>>;
}

export const pageStatusRoutes: FastifyPluginAsyncTypebox<PageStatusOptions> = async (
  app,
  { repo, checks = {} },
) => {
  /** Whether the page exists and, for a race card or profile, its head from the data the check loaded. */
  const answer = async (path: string): Promise<{ found: boolean; head?: PageHead }> => {
    const page = racingPageFor(path.replace(/\/+$/, '') || '/');
    if (!page) return { found: false };
    const { kind, params } = page;
    const check = checks[kind];
    if (check) return { found: await check(params) };
    if (kind === 'racecards-day' || kind === 'results-day') return { found: isRacingDay(params.date) };
    if (kind === 'racecard') {
      // The card must be that race, on that day, at that course: racecardPath builds all three from the card.
      if (!isRacingDay(params.date) || !/^\d{1,15}$/.test(params.raceId ?? '')) return { found: false };
      const card = await repo.race(Number(params.raceId));
      const found =
        card !== null &&
        card.meetingDate.slice(0, 10) === params.date &&
        slugify(card.courseName) === params.course;
      return found ? { found, head: racecardHead(card) } : { found: false };
    }
    if (isProfileKind(kind)) {
      const name = await profileName(repo, kind, params.id ?? '');
      return name ? { found: true, head: profileHead(kind, name) } : { found: false };
    }
    return { found: true }; // Section pages: they exist whatever the data.
  };

  app.get(
    '/api/horse-racing/v2/racing/page-status',
    { schema: { querystring: PageStatusQuery, response: { 200: PageStatusSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const path = request.query.path.split(/[?#]/)[0]!;
      const body: PageStatus = { path, ...(await answer(path)) };
      return reply.header('Cache-Control', 'public, max-age=60').send(body);
    },
  );
};
