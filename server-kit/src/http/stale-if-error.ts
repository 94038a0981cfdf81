import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Public API answers kept for serving while their data is unreachable (a database restart): at most this many… */
const MAX_ENTRIES = 1_000;
/** …this many bytes in all… */
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;
/** …and none larger than this. */
const MAX_ENTRY_BYTES = 1024 * 1024;

/** The header a stale answer carries, so a client (and a test) can tell it from a fresh one. */
const STALE_HEADER = 'sl-stale';

interface Kept {
  body: string | Buffer;
  contentType: string | undefined;
  bytes: number;
}

/** An answer any visitor may be given: one with a policy that neither keeps it to one caller nor forbids keeping it. */
const shareable = (cacheControl: unknown): boolean =>
  typeof cacheControl === 'string' && !/\b(private|no-store)\b/.test(cacheControl);

/**
 * Remembers the last public answer of each GET /api URL, and serves it when the route fails because a dependency
 * is away (`isDependencyUnavailable`, decided by the error handler): a visitor keeps the fixtures or the racecards
 * they had a minute ago instead of an error page while the database restarts. Only answers any visitor may see
 * (a `Cache-Control` that is neither `private` nor `no-store`, no credentials on the request) are kept, newest first within a byte budget. A stale
 * answer is `no-store`, so no cache holds it past the outage, and carries `sl-stale: 1`.
 */
export function staleIfError(app: FastifyInstance) {
  const kept = new Map<string, Kept>();
  let total = 0;

  const forget = (url: string) => {
    const entry = kept.get(url);
    if (!entry) return;
    kept.delete(url);
    total -= entry.bytes;
  };

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (
      request.method !== 'GET' ||
      reply.statusCode !== 200 ||
      !request.url.startsWith('/api/') ||
      request.routeOptions.config.proxied ||
      request.headers.authorization !== undefined ||
      request.headers['x-token'] !== undefined ||
      !shareable(reply.getHeader('Cache-Control')) ||
      reply.hasHeader(STALE_HEADER) ||
      // Already encoded for this client (a prepared answer): not what another client could be sent.
      reply.hasHeader('Content-Encoding') ||
      !(typeof payload === 'string' || Buffer.isBuffer(payload))
    )
      return payload;
    const bytes = Buffer.byteLength(payload);
    if (bytes > MAX_ENTRY_BYTES) return payload;
    forget(request.url);
    kept.set(request.url, { body: payload, contentType: reply.getHeader('Content-Type') as string, bytes });
    total += bytes;
    // Oldest first: a Map iterates in insertion order, and a fresh answer was re-inserted at the end.
    for (const url of kept.keys()) {
      if (kept.size <= MAX_ENTRIES && total <= MAX_TOTAL_BYTES) break;
      forget(url);
    }
    return payload;
  });

  return {
    /** Sends the kept answer for this GET and answers true, or answers false when there is none. */
    serve(request: FastifyRequest, reply: FastifyReply): boolean {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const entry = kept.get(request.url);
      if (!entry) return false;
      if (entry.contentType) reply.header('Content-Type', entry.contentType);
      void reply.status(200).header('Cache-Control', 'no-store').header(STALE_HEADER, '1').send(entry.body);
      return true;
    },
  };
}
