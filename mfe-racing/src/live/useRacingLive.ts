import { LIVE_STREAMS, useLiveQueries } from '@sl/contracts';

/** Racing queries whose answers move on race day: the ones a live change refetches. */
const LIVE_KINDS: ReadonlySet<string> = new Set([
  'live',
  'quick-links',
  'racecards',
  'race',
  'results',
  'fast-results',
  'non-runners',
]);

/**
 * Refetches the page's live racing queries when a race goes off, a result is declared or a horse is taken out
 * (racing's live stream).
 */
export const useRacingLive = (): void => useLiveQueries(LIVE_STREAMS.racing, 'racing', LIVE_KINDS);
