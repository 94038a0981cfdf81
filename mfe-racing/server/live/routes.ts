import { liveStatusAt, type LiveRace, type LiveResponse } from '@sl/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERROR_RESPONSES, londonToday } from '@sl/server-kit';
import { raceHeadline, runnerCount } from '../racecard/headline';
import type { PremiumAccessCheck } from '../racecard/premium-access';
import { visibleResult } from '../racecard/present';
import type { RacecardsRepository } from '../racecards/repository';
import { LiveResponseSchema } from '../schemas/live';
import { liveNotes } from './notes';

export interface LiveOptions {
  repo: RacecardsRepository;
  premiumAccess: PremiumAccessCheck;
  seed: string;
  now: () => Date;
}

/**
 * GET /api/horse-racing/v2/racing/live: today's races in off-time order with their status (upcoming, off,
 * result) and results as they are declared. With a product token that grants access (header x-token, as the race
 * data call), each race carries the Plus pace and rating notes and, once run, the in-running comments.
 */
export const liveRoutes: FastifyPluginAsyncTypebox<LiveOptions> = async (
  app,
  { repo, premiumAccess, seed, now },
) => {
  app.get(
    '/api/horse-racing/v2/racing/live',
    { schema: { response: { 200: LiveResponseSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const at = now();
      const date = londonToday(at);
      const header = request.headers['x-token'];
      const token = typeof header === 'string' && header.length > 0 ? header : undefined;
      const premium = token ? await premiumAccess(token).catch(() => false) : false;
      const races: LiveRace[] = (await repo.cardsOn(date)).map((card) => {
        const result = visibleResult(card, at);
        return {
          ...raceHeadline(card),
          runners: runnerCount(card),
          status: liveStatusAt(card.offTime, at),
          result,
          ...(premium ? { notes: liveNotes(seed, card, result) } : {}),
        };
      });
      const body: LiveResponse = { date, at: at.toISOString(), premium, races };
      // The answer differs by member: shared caches must not keep it.
      return reply.header('Cache-Control', 'private, no-store').send(body);
    },
  );
};
