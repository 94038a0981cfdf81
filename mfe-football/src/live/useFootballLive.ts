import { LIVE_STREAMS, useLiveQueries } from '@sl/contracts';

/** Football queries whose answers move with the match clock: the ones a live change refetches. */
const LIVE_KINDS: ReadonlySet<string> = new Set([
  'quick-links',
  'matches',
  'month',
  'match',
  'match-centre',
  'team',
  'next-match',
]);

/** Refetches the page's live football queries when football's live stream reports a change. */
export const useFootballLive = (): void => useLiveQueries(LIVE_STREAMS.football, 'football', LIVE_KINDS);
