import fastifyEtag from '@fastify/etag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long a public API answer without a policy of its own may be reused: feed data (fixtures, racecards, results)
 * moves with the match clock and the going, and the front end polls every 30 s (spec document 2 §9, quick-links
 * poll 30000 ms), so a poll always revalidates (a 304 when nothing changed) while a page change within seconds
 * reuses what it has. Routes that know better set their own Cache-Control.
 */
export const API_DEFAULT_CACHE = 'public, max-age=15';

/**
 * Feed data whose changes are pushed to open pages (scores, match minutes, race results: the live streams, ADR 0020):
 * a page refetches the moment it is told of a change, so no cache may answer it from a copy without asking (a
 * 15 s max-age would hand back the answer from before the change). Revalidation is cheap: a 304 on the ETag.
 * Routes opt in with `config: { live: true }`.
 */
const API_LIVE_CACHE = 'public, no-cache';

/** A caller's own answer: kept by no shared cache, revalidated by the browser before every reuse. */
export const API_MEMBER_CACHE = 'private, no-cache';

/** Request headers that carry a caller's credentials: the answer may be theirs alone. */
const CREDENTIAL_HEADERS = ['authorization', 'x-token'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers live feed data (API_LIVE_CACHE): always revalidated, never reused unasked. */
    live?: boolean;
  }
}

function defaultCacheControl(request: FastifyRequest): string {
  if (CREDENTIAL_HEADERS.some((name) => request.headers[name] !== undefined)) return API_MEMBER_CACHE;
  return request.routeOptions.config.live ? API_LIVE_CACHE : API_DEFAULT_CACHE;
}

/**
 * Makes API answers revalidatable and cheap to poll:
 * - every buffered answer gets a weak ETag (@fastify/etag, a hash of the body before compression: weak, because the
 *   brotli and identity bodies differ byte for byte but mean the same), and a GET whose If-None-Match names it is
 *   answered 304 with no body;
 * - a successful GET of /api/... without a Cache-Control of its own gets one: public and short for a caller with
 *   no credentials, `private, no-cache` when the request carried them (Authorization, the racing product token),
 *   so a member's answer never lands in a shared cache. Member routes set `private, no-store` themselves.
 * Proxied routes (`config.proxied`) keep the upstream's headers.
 */
export function registerApiCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (
      read &&
      reply.statusCode === 200 &&
      request.url.startsWith('/api/') &&
      !request.routeOptions.config.proxied &&
      !reply.hasHeader('Cache-Control')
    ) {
      reply.header('Cache-Control', defaultCacheControl(request));
    }
    return payload;
  });
  void app.register(fastifyEtag, { weak: true });
}
