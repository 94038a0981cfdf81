import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { EarlyEntriesResponse } from '@sl/contracts/race-history';
import { ERROR_RESPONSES, londonToday } from '@sl/server-kit';
import { EarlyEntriesSchema } from '../schemas/entries';
import { earlyEntries } from './early-entries';

export interface EarlyEntriesOptions {
  seed: string;
  now: () => Date;
}

/**
 * GET /api/horse-racing/v2/racing/early-entries: the big races of the coming weeks with their entries, from the
 * racing world. Worked out once a day (the world only moves on when the day does).
 */
export const earlyEntriesRoutes: FastifyPluginAsyncTypebox<EarlyEntriesOptions> = async (
  app,
  { seed, now },
) => {
  let held: { today: string; body: EarlyEntriesResponse } | null = null;
  app.get(
    '/api/horse-racing/v2/racing/early-entries',
    { schema: { response: { 200: EarlyEntriesSchema, ...ERROR_RESPONSES } } },
    async (_request, reply) => {
      const today = londonToday(now());
      if (held?.today !== today) held = { today, body: earlyEntries(seed, today) };
      return reply.header('Cache-Control', 'public, max-age=300').send(held.body);
    },
  );
};
