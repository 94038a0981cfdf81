/**
 * Server-Sent Events streams of live changes, one per section, under the shell's /api gateway. Each event is
 * `change` with `{ ids, at }` (LiveChangeEvent): the page refetches what it shows, revalidating with its ETag.
 */
export const LIVE_STREAMS = {
  football: '/api/football/v2/live',
  racing: '/api/horse-racing/v2/racing/live/stream',
} as const;

export type LiveStreamName = keyof typeof LIVE_STREAMS;

export interface LiveChangeEvent {
  ids: string[];
  at: string;
}

/** How often a section samples its feed for changes while anyone listens: a change reaches pages within this. */
export const LIVE_TICK_MS = 1_000;

/**
 * A page opens its stream this long after it has loaded: the first view is drawn from the data fetched with it, and
 * the stream's connection must not compete with the page's own requests (nor keep tools that wait for a quiet
 * network waiting). What changed in between is caught by one refetch when the stream opens.
 */
export const LIVE_OPEN_DELAY_MS = 2_000;
