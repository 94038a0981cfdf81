import type { AppInstance, Db } from '@sl/server-kit';
import type { RacecardsRepository } from '../racecards/repository';
import { TipsRepository } from './repository';
import { tipsRoutes } from './routes';
import { historyDayHere, type HistoryDay } from './history-day';
import { TipsService } from './service';

/**
 * Days of tipping history drawn from the racing world at a first start: RACING_TIPS_HISTORY_DAYS, else 30 (the
 * rolling 30 days), but none under jest (NODE_ENV=test) so service tests stay small.
 */
function tipsHistoryDaysFrom(env: NodeJS.ProcessEnv = process.env): number {
  const days = Number(env.RACING_TIPS_HISTORY_DAYS);
  if (env.RACING_TIPS_HISTORY_DAYS && Number.isInteger(days) && days >= 0) return Math.min(days, 365);
  return env.NODE_ENV === 'test' ? 0 : 30;
}

/**
 * The racing tips desk: the tips API, and (when `historyDays` > 0) the tipping history filled in the background
 * once the service is ready, so a first start has records to show without delaying the start.
 */
export async function registerTips(
  app: AppInstance,
  options: {
    db: Db;
    racecards: RacecardsRepository;
    now: () => Date;
    worldSeed: string;
    historyDays?: number;
    /** Past days drawn off the event loop (the service's world thread); on this thread when absent (tests). */
    historyDay?: HistoryDay;
  },
) {
  const repo = new TipsRepository(options.db);
  const historyDays = options.historyDays ?? tipsHistoryDaysFrom();
  const service = new TipsService(
    options.racecards,
    repo,
    options.now,
    options.historyDay ?? historyDayHere(options.worldSeed),
  );
  await app.register(tipsRoutes, { service, tips: repo });
  let closing = false;
  app.addHook('onReady', async () => {
    if (historyDays <= 0) return;
    void service.backfill(historyDays).catch((error: unknown) => {
      // Closing ends the worker mid-day: that is no failure.
      if (!closing) app.log.warn({ err: error }, 'tips history could not be filled in');
    });
  });
  app.addHook('onClose', async () => {
    closing = true;
    service.stop();
  });
  return service;
}
