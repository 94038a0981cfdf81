import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIVE_STREAMS, LIVE_TICK_MS } from '@sl/contracts';
import { createLiveTicker, registerLiveStream } from '@sl/server-kit';
import type { MatchesRepository } from '../matches/repository';
import { footballLiveSample } from './live-sample';

export interface LiveStreamDeps {
  repo: MatchesRepository;
  now: () => Date;
  tickMs?: number;
}

/** GET /api/football/v2/live: scores, match minutes and states of the day's matches pushed as they change. */
export const liveStreamRoutes: FastifyPluginAsyncTypebox<LiveStreamDeps> = async (
  app,
  { repo, now, tickMs },
) => {
  const ticker = createLiveTicker({
    sample: footballLiveSample({ byDate: (date) => repo.byDate(date), now }),
    tickMs: tickMs ?? LIVE_TICK_MS,
    onError: (error) => app.log.warn({ err: error }, 'football live sample failed'),
  });
  registerLiveStream(app, { path: LIVE_STREAMS.football, ticker });
};
