import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIVE_STREAMS, LIVE_TICK_MS } from '@sl/contracts';
import { createLiveTicker, registerLiveStream } from '@sl/server-kit';
import type { RacecardsRepository } from '../racecards/repository';
import { racingLiveSample } from './live-sample';

export interface LiveStreamDeps {
  repo: RacecardsRepository;
  now: () => Date;
  tickMs?: number;
}

/** GET /api/horse-racing/v2/racing/live/stream: races going off, results declared and non-runners, as they happen. */
export const liveStreamRoutes: FastifyPluginAsyncTypebox<LiveStreamDeps> = async (
  app,
  { repo, now, tickMs },
) => {
  const ticker = createLiveTicker({
    sample: racingLiveSample({ cardsOn: (date) => repo.cardsOn(date), now }),
    tickMs: tickMs ?? LIVE_TICK_MS,
    onError: (error) => app.log.warn({ err: error }, 'racing live sample failed'),
  });
  registerLiveStream(app, { path: LIVE_STREAMS.racing, ticker });
};
