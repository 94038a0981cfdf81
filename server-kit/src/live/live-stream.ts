import type { FastifyInstance } from 'fastify';
import { LIVE_TICK_MS } from '@sl/contracts';
import { errorBody } from '../http/errors';
import { createLiveTicker, type LiveSample, type LiveTicker } from './live-ticker';

export interface LiveStreamOptions {
  path: string;
  ticker: LiveTicker;
  /**
   * A comment line this often keeps the stream from looking dead: the shell's gateway ends an upstream that stays
   * silent for its time-out (10 s), and proxies drop idle connections.
   */
  heartbeatMs?: number;
  /** Open streams one service instance holds at most; more are answered 503 and the page keeps polling. */
  maxStreams?: number;
  /** How long a browser waits before it reconnects a dropped stream (the SSE `retry` field). */
  retryMs?: number;
}

const LIVE_STREAM_DEFAULTS = { heartbeatMs: 5_000, maxStreams: 5_000, retryMs: 5_000 } as const;

/**
 * GET `path` as Server-Sent Events: `event: change` with `{ ids, at }` whenever the ticker sees items change. The
 * reply is written on the raw socket (hijacked): an event must leave when it is written, never wait in a
 * compressor or in the ETag hook's buffer. The stream ends when the client leaves or the service closes.
 */
export function registerLiveStream(app: FastifyInstance, options: LiveStreamOptions): void {
  const heartbeatMs = options.heartbeatMs ?? LIVE_STREAM_DEFAULTS.heartbeatMs;
  const maxStreams = options.maxStreams ?? LIVE_STREAM_DEFAULTS.maxStreams;
  const retryMs = options.retryMs ?? LIVE_STREAM_DEFAULTS.retryMs;
  const open = new Set<() => void>();

  // preClose, not onClose: onClose waits for in-flight requests to finish, and a stream never does by itself.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
    options.ticker.stop();
  });

  app.get(options.path, async (request, reply) => {
    if (open.size >= maxStreams) {
      return reply
        .code(503)
        .header('retry-after', String(Math.ceil(retryMs / 1000)))
        .send(
          errorBody('TOO_MANY_STREAMS', 'Too many live streams are open; the page keeps polling instead'),
        );
    }
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // nginx and similar proxies otherwise hold events back in their buffers.
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${retryMs}\n\n`);
    const unsubscribe = options.ticker.subscribe((change) => {
      raw.write(`event: change\ndata: ${JSON.stringify(change)}\n\n`);
    });
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), heartbeatMs);
    heartbeat.unref();
    const end = () => {
      if (!open.delete(end)) return;
      clearInterval(heartbeat);
      unsubscribe();
      raw.end();
    };
    open.add(end);
    request.raw.on('close', end);
    raw.on('error', end);
    return reply;
  });
}

/**
 * A section's live stream (LIVE_STREAMS in @sl/contracts) over its feed: one ticker for the service, sampling every
 * LIVE_TICK_MS while anyone listens, a failed sample logged and tried again at the next tick.
 */
export function serveLiveChanges(
  app: FastifyInstance,
  options: { path: string; label: string; sample: () => Promise<LiveSample> },
): void {
  const ticker = createLiveTicker({
    sample: options.sample,
    tickMs: LIVE_TICK_MS,
    onError: (error) => app.log.warn({ err: error }, `${options.label} live sample failed`),
  });
  registerLiveStream(app, { path: options.path, ticker });
}
