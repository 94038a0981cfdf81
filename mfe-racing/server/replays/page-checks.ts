import { isRacingDay, type RouteParams } from '@sl/contracts';
import { visibleResult } from '../racecard/present';
import type { ReplaySource } from './source';

/**
 * Which replay addresses are pages, for racing's page status: a replay day must be one of the days replays are
 * kept for, and a replay must be a race of those days that has been run (its result declared).
 */
export function replayPageChecks(source: ReplaySource, now: () => Date) {
  return {
    'replays-day': async (params: RouteParams) => isRacingDay(params.date) && source.isReplayDay(params.date),
    replay: async (params: RouteParams) => {
      const id = params.raceId ?? '';
      if (!/^\d{1,15}$/.test(id)) return false;
      const card = await source.race(Number(id));
      return card !== null && visibleResult(card, now()) !== null;
    },
  };
}
