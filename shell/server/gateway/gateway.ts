import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply } from 'fastify';
import type { Registry } from 'prom-client';
import { errorBody } from '@sl/server-kit';
import { AnswerCache, GATEWAY_CACHE_HEADER, sharedCacheable } from './answer-cache';
import {
  keepAndSend,
  noteSent,
  sendAsSent,
  sendableAsSent,
  sendCached,
  worthKeeping,
  writeAsSent,
  type SentAnswer,
  type UpstreamAnswer,
} from './cached-reply';
import type { CountAnswer } from '../ops/request-metrics';
import type { CircuitBreaker } from './circuit-breaker';
import { watchFeed } from './feed-watch';
import { withForwarded } from './forwarded';
import { withoutHopByHop } from './hop-by-hop';
import { replicaPicker, type ReplicaPick } from './replicas';
import type { SharedBreakers } from './shared-breakers';
import { upstreamBreakers, type BreakerSettings } from './upstream-breakers';

/** Which section service answers which /api prefix, and how much it may be sent and how long it may take. */
export interface GatewayRoute {
  prefix: string;
  upstream: string;
  /**
   * Every replica of the section (`upstream` among them), taken in turn; a refused connection is tried on the next
   * one. Absent: `upstream` alone.
   */
  replicas?: string[];
  /** Largest request body forwarded, in bytes; larger ones are answered 413 here and never reach the upstream. */
  bodyLimit?: number;
  /** How long the upstream may stay silent (to connect, to answer, between chunks) before the answer is 504. */
  timeoutMs?: number;
  /**
   * The remote whose registry switch closes this API too: disabled, the prefix answers 404 REMOTE_DISABLED (as its
   * pages fall back), so nothing anywhere shows what was switched off. Absent: open whatever the registry says.
   */
  remote?: string;
  /**
   * The section's live stream (LIVE_STREAMS), which says when its feed changes. With one, the gateway keeps in
   * memory the answers the section marks with CDN-Cache-Control, while the stream is open, until the next change.
   */
  liveStream?: string;
}

/** A runtime-registered remote's API (the release registry's row): where `/api/<name>` goes while it is on. */
export interface RegisteredApi {
  remote: string;
  prefix: string;
  upstream: string;
  enabled: boolean;
}

export interface GatewayOptions {
  routes: GatewayRoute[];
  /** Consecutive upstream failures that open an upstream's breaker, and how long it then fails fast. */
  breaker?: Partial<BreakerSettings>;
  /** The shell's Prometheus registry, for the breakers' state changes. */
  registry?: Registry;
  /** Whether a remote is enabled in the registry now, for routes that name one (remoteSwitch in app.ts). */
  remoteEnabled?: (remote: string) => Promise<boolean>;
  /** remoteEnabled's answer when it is known without a read, else undefined (the early answers cannot wait). */
  remoteEnabledNow?: (remote: string) => boolean | undefined;
  /** Counts an answer given before Fastify saw the request in the request metrics (recordRequestMetrics). */
  countAnswer?: CountAnswer;
  /** How breaker changes reach the other shell replicas (Redis, with REDIS_URL); each learns alone if absent. */
  sharedBreakers?: SharedBreakers;
  /**
   * The registered remote whose API answers a path below /api that no route above owns (registeredApis in
   * app.ts): forwarded like a section's, with its own breaker. Absent: such paths are 404.
   */
  registeredApi?: (pathname: string) => Promise<RegisteredApi | null>;
}

export const GATEWAY_DEFAULTS = {
  bodyLimit: 1024 * 1024,
  timeoutMs: 10_000,
  failureThreshold: 5,
  // Short: a section that was down is back (the supervisor restarts it in a second or two) and must be used again
  // within seconds; a probe every 2 s costs little, even one that waits out the time-out.
  coolDownMs: 2_000,
  // A section that is down refuses connections at once: probing it four times a second costs nothing and puts a
  // restarted section back in use a quarter second after it listens, not up to two seconds later.
  refusedCoolDownMs: 250,
} as const;

/** Largest section answer the gateway keeps in memory. */
const MAX_KEPT_BYTES = 1024 * 1024;

/** What one forwarded request holds: its replica and breaker ticket, and whether the client has been answered yet. */
interface Call {
  /** The API prefix the call went through (a registered remote's, for the catch-all route), for messages. */
  prefix: string;
  /** Picks the replica for this call, and the next after a refusal. */
  pick: Picker;
  upstream: string;
  breaker: CircuitBreaker;
  probe: boolean;
  settled: boolean;
  answered: boolean;
  /** Replicas this request failed on (refused, or cut off a read): not tried again for it. */
  refusedBy: Set<string>;
  /** The route's answer cache and its generation when the request began, for a request it may keep. */
  keep?: { cache: AnswerCache; generation: number };
}

type Picker = ReturnType<typeof replicaPicker>;

/** A gateway route, or the catch-all one whose upstream is the registered remote's the path names. */
type CatchAllRoute = GatewayRoute & { registered?: GatewayOptions['registeredApi'] };

/** Upstream errors already handled (by their socket error). */
const reported = new WeakSet<object>();

/** The body each request was read with, so a request refused by one replica can be sent whole to the next. */
const bodies = new WeakMap<object, Buffer>();

/** The socket error code under reply-from's wrapping (as `cause`, in the 12.x line); it may sit at either level. */
function socketCode(error: unknown): string | undefined {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 3; depth += 1) {
    if (typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/**
 * Whether another replica may be sent this request after `error`: always when the connection was refused (the
 * replica never saw it); for a read (GET, HEAD) also when the connection was cut before an answer (a replica that
 * died mid-request), since asking again changes nothing.
 */
function worthAnotherReplica(error: unknown, method: string): boolean {
  const code = socketCode(error);
  if (code === 'ECONNREFUSED') return true;
  return (method === 'GET' || method === 'HEAD') && (code === 'ECONNRESET' || code === 'EPIPE');
}

/** @fastify/http-proxy's reply decoration `fromParameters` (undeclared in its types). */
interface Reproxy {
  fromParameters(
    url: string,
    params: unknown,
    prefix: string,
  ): { url: string; options: Parameters<FastifyReply['from']>[1] };
}

/** Keyed by the Fastify request object, which the proxy's callbacks are handed typed for any raw server. */
const calls = new WeakMap<object, Call>();

function settle(call: Call | undefined, outcome: 'success' | 'failure' | 'refused' | 'abandon') {
  if (!call || call.settled) return;
  call.settled = true;
  if (outcome === 'success') call.breaker.recordSuccess(call.probe);
  else if (outcome === 'failure' || outcome === 'refused')
    call.breaker.recordFailure(call.probe, outcome === 'refused');
  else call.breaker.abandon(call.probe);
}

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/**
 * The kept answer that may go out as first sent (cached-reply.ts) to this request, if any: while the section's feed
 * is heard, to a GET without credentials, over the protocol it first went out on, to a browser holding no copy.
 */
function sendableKept(
  kept: { cache: AnswerCache; feed: { live: boolean } },
  method: string,
  url: string,
  headers: IncomingHttpHeaders,
  protocol: string,
): SentAnswer | undefined {
  if (!kept.feed.live || !sharedCacheable(method, headers)) return undefined;
  const answer = kept.cache.lookup(url, headers);
  return answer && sendableAsSent(answer, { headers, protocol }) ? answer : undefined;
}

/**
 * The /api gateway: the browser talks to the shell's origin only, and each prefix is forwarded, path and query
 * intact, to the section service that owns it. Hardened against sections that fail:
 * - the body is read here first, up to the route's limit (413 beyond it, nothing forwarded);
 * - an upstream that is refused or resets answers 502, one silent past the route's time-out 504, each with the
 *   house error body, and the client gets exactly one answer however the upstream fails (it can fail again after
 *   it has answered, e.g. by cutting the connection while the body is still being sent);
 * - a breaker per upstream counts those failures in a row (not the service's own 4xx/5xx answers: those come from
 *   a service that is up and say something about the request) and, once open, answers 503 with Retry-After
 *   without trying the upstream, until one probe after the cool-down gets through;
 * - hop-by-hop headers of the upstream's answer are dropped, so the client's own Connection header is honoured;
 * - the browser's Accept-Encoding and If-None-Match go to the section, and its answer (brotli or gzip, or a 304)
 *   comes back with its encoding, Cache-Control and ETag as they were, not compressed again by the shell;
 * - the browser's address and protocol go along in X-Forwarded-For and X-Forwarded-Proto.
 */
export const gatewayRoutes: FastifyPluginAsyncTypebox<GatewayOptions> = async (
  app,
  { routes, breaker, registry, remoteEnabled, remoteEnabledNow, sharedBreakers, registeredApi, countAnswer },
) => {
  const breakerFor = upstreamBreakers(
    {
      failureThreshold: breaker?.failureThreshold ?? GATEWAY_DEFAULTS.failureThreshold,
      coolDownMs: breaker?.coolDownMs ?? GATEWAY_DEFAULTS.coolDownMs,
      refusedCoolDownMs: breaker?.refusedCoolDownMs ?? GATEWAY_DEFAULTS.refusedCoolDownMs,
      now: breaker?.now,
    },
    (message, details) => app.log.warn(details, message),
    registry,
    sharedBreakers,
  );

  // Registered remotes' APIs: one route below /api (the sections' prefixes and the shell's own API routes are more
  // specific and win), its upstream looked up per request. The upstream given here is never used.
  const catchAll: CatchAllRoute[] = registeredApi
    ? [{ prefix: '/api', upstream: 'http://127.0.0.1:9', bodyLimit: 64 * 1024, registered: registeredApi }]
    : [];
  // A registered upstream's picker is made once per upstream, so its turn and breaker last across requests.
  const registeredPickers = new Map<string, Picker>();
  const registeredPicker = (upstream: string) => {
    let picker = registeredPickers.get(upstream);
    if (!picker) registeredPickers.set(upstream, (picker = replicaPicker([upstream], breakerFor)));
    return picker;
  };

  const keptAnswers = (upstream: string, liveStream: string) => {
    const cache = new AnswerCache({ maxBodyBytes: MAX_KEPT_BYTES });
    const feed = watchFeed({
      url: new URL(liveStream, upstream).href,
      onStale: () => cache.clear(),
      log: (message, details) => app.log.warn(details, message),
    });
    app.addHook('onClose', async () => feed.close());
    return { cache, feed };
  };

  for (const route of [...routes, ...catchAll] as CatchAllRoute[]) {
    const bodyLimit = route.bodyLimit ?? GATEWAY_DEFAULTS.bodyLimit;
    const timeoutMs = route.timeoutMs ?? GATEWAY_DEFAULTS.timeoutMs;
    const routePick = replicaPicker(route.replicas ?? [route.upstream], breakerFor);
    // Answers kept in memory while the section's live stream says when they go stale (liveStream).
    const kept = route.liveStream ? keptAnswers(route.upstream, route.liveStream) : null;
    const callWith = (
      prefix: string,
      pick: Picker,
      chosen: ReplicaPick,
      refusedBy = new Set<string>(),
    ): Call => ({
      ...chosen,
      prefix,
      pick,
      settled: false,
      answered: false,
      refusedBy,
    });

    if (kept && app.hasDecorator('earlyAnswers')) {
      // The hottest read of all (the race card every open page asks for), answered before Fastify routes it: its
      // kept bytes with the headers it first went out with, when nothing about the request needs Fastify. A
      // forwarded protocol needs Fastify's trust rules and a switch not read in the last second needs a read: those,
      // like revalidations and members, go to the onRequest hook below or the full way.
      app.earlyAnswers.push((request, response) => {
        if (request.headers['x-forwarded-proto'] !== undefined) return false;
        if (route.remote && remoteEnabled && remoteEnabledNow?.(route.remote) !== true) return false;
        const protocol = (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
        const answer = sendableKept(kept, request.method ?? '', request.url ?? '', request.headers, protocol);
        if (!answer) return false;
        const started = performance.now();
        writeAsSent(response, answer, Date.now());
        countAnswer?.(
          { route: answer.sent.route, method: 'GET', status: 200 },
          (performance.now() - started) / 1000,
        );
        return true;
      });
    }
    await app.register(async (scope) => {
      // Bodies are read whole (to the route's limit) before anything is forwarded: streamed through, a body the
      // upstream refused half-way cut the connection under the gateway's feet and came back as 502, not 413.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (request, body, done) => {
        if (body.length === 0) return done(null, undefined);
        bodies.set(request, Buffer.isBuffer(body) ? body : Buffer.from(body));
        return done(null, Readable.from([body]));
      });
      scope.setErrorHandler((error: FastifyError, _request, reply) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          return reply
            .code(413)
            .send(
              errorBody(
                'PAYLOAD_TOO_LARGE',
                `The request body is larger than the ${sizeText(bodyLimit)} ${route.prefix} accepts`,
              ),
            );
        }
        // Everything else is the house error handler's (thrown on to the parent's).
        throw error;
      });

      if (kept) {
        // A hot read (the race card every open page asks for) answered before the body parser, the handler and the
        // onSend hooks: with the headers it first went out with (noteSent, below), once the switch says the section
        // is on. Anything else (a first ask, a revalidation, another protocol) takes the full way below.
        scope.addHook('onRequest', async (request, reply) => {
          const answer = sendableKept(kept, request.method, request.url, request.headers, request.protocol);
          if (!answer) return undefined;
          if (route.remote && remoteEnabled && !(await remoteEnabled(route.remote))) return undefined;
          sendAsSent(reply, answer, Date.now());
          return reply;
        });
        // Registered in this scope, so it runs after the shell's own onSend hooks and sees their headers.
        scope.addHook('onSend', async (request, reply, payload) => {
          noteSent(request, reply.getHeaders(), request.routeOptions.url ?? route.prefix);
          return payload;
        });
      }
      scope.addHook('preHandler', async (request, reply) => {
        let { prefix, remote } = route;
        let pick = routePick;
        if (route.registered) {
          const pathname = request.url.split('?')[0] ?? '/';
          const api = await route.registered(pathname);
          if (!api)
            return reply
              .code(404)
              .send(errorBody('NOT_FOUND', `No API route for ${request.method} ${pathname}`));
          if (!api.enabled) return reply.code(404).send(disabled(api.remote, api.prefix));
          ({ prefix } = api);
          remote = undefined;
          pick = registeredPicker(api.upstream);
        }
        if (remote && remoteEnabled && !(await remoteEnabled(remote)))
          return reply.code(404).send(disabled(remote, prefix));
        const keep =
          kept?.feed.live && sharedCacheable(request.method, request.headers)
            ? { cache: kept.cache, generation: kept.cache.currentGeneration }
            : undefined;
        const answer = keep?.cache.lookup(request.url, request.headers);
        if (answer) return sendCached(reply, answer, Date.now());
        const decision = pick();
        if ('retryAfterMs' in decision) {
          const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
          return reply
            .header('retry-after', String(seconds))
            .code(503)
            .send(
              errorBody(
                'UPSTREAM_UNAVAILABLE',
                `The ${prefix} service is unavailable right now; try again in ${seconds} s`,
              ),
            );
        }
        calls.set(request, { ...callWith(prefix, pick, decision), keep });
        return undefined;
      });
      // A call that ends with no word from the upstream (the client left first) gives its probe slot back.
      scope.addHook('onResponse', async (request) => settle(calls.get(request), 'abandon'));
      scope.addHook('onRequestAbort', async (request) => settle(calls.get(request), 'abandon'));

      await scope.register(fastifyHttpProxy, {
        upstream: route.upstream,
        prefix: route.prefix,
        rewritePrefix: route.prefix,
        // The section's answer goes out as the section encoded it (brotli or gzip for the browser's Accept-Encoding,
        // which is forwarded), with its own Cache-Control and ETag: never compressed a second time here.
        config: { proxied: true },
        // The body parser above hands the proxy a stream of the body it has already read.
        proxyPayloads: false,
        // No retries: against a failing upstream they multiply the load, and the breaker is the answer to that.
        retryMethods: [],
        destroyAgent: true,
        http: { requestOptions: { timeout: timeoutMs } },
        replyOptions: {
          // The replica chosen for this call in preHandler (or the next one, after a refusal).
          getUpstream: (request, base) => calls.get(request)?.upstream ?? base,
          // The gateway's own cache field is the gateway's: the browser and caches beyond the site never see it.
          rewriteHeaders: (headers) => {
            const passed = withoutHopByHop(headers);
            delete passed[GATEWAY_CACHE_HEADER];
            return passed;
          },
          rewriteRequestHeaders: (request, headers) =>
            withForwarded(headers, {
              remoteAddress: request.raw.socket?.remoteAddress,
              protocol: request.protocol,
            }),
          onResponse: (request, reply, response) => {
            const call = calls.get(request);
            settle(call, 'success');
            if (call?.answered) {
              response.stream.destroy();
              return;
            }
            if (call) call.answered = true;
            if (response.statusCode === 304 || response.statusCode === 204) {
              // No body: the section's empty answer is read to its end and the reply sent bare. Handed on as a stream,
              // the shell's ETag hook (the browser's If-None-Match matches the section's ETag) swapped it for '' and
              // left it unread, holding one connection to the section open per 304 poll.
              response.stream.resume();
              void reply.send();
              return;
            }
            // reply-from hands over the section's answer with its headers, which its types leave out.
            const upstream = response as unknown as UpstreamAnswer;
            if (call?.keep && worthKeeping(upstream, MAX_KEPT_BYTES)) {
              void keepAndSend(request, reply, upstream, call.keep, MAX_KEPT_BYTES);
              return;
            }
            void reply.send(response.stream);
          },
          onError: (reply, { error }) => {
            // reply-from reports one socket error twice (the request's and its body's); the second is no news.
            const cause = (error as { cause?: unknown }).cause;
            if (cause && typeof cause === 'object') {
              if (reported.has(cause)) return;
              reported.add(cause);
            }
            const call = calls.get(reply.request);
            settle(call, socketCode(error) === 'ECONNREFUSED' ? 'refused' : 'failure');
            if (call && !call.answered && !reply.sent && worthAnotherReplica(error, reply.request.method)) {
              // The replica is down (and never saw the request, or it was a read): the next one in turn gets it.
              call.refusedBy.add(call.upstream);
              const next = call.pick(call.refusedBy);
              if (!('retryAfterMs' in next)) {
                reply.log.warn(
                  { upstream: call.upstream, next: next.upstream },
                  'gateway replica refused; next one',
                );
                calls.set(reply.request, {
                  ...callWith(call.prefix, call.pick, next, call.refusedBy),
                  keep: call.keep,
                });
                const body = bodies.get(reply.request);
                if (body) reply.request.body = Readable.from([body]);
                // http-proxy's own way to proxy a request again (the destination and options its handler used);
                // it decorates the reply with it but does not declare it in its types.
                const again = (reply as unknown as Reproxy).fromParameters(
                  reply.request.url,
                  reply.request.params,
                  route.prefix,
                );
                void reply.from(again.url, again.options);
                return;
              }
            }
            if (call?.answered || reply.sent || reply.raw.headersSent) {
              // The client already has (or is getting) its one answer; a second would throw ERR_HTTP_HEADERS_SENT.
              reply.log.warn(
                { err: error, upstream: call?.upstream ?? route.upstream },
                'gateway upstream failed after answering',
              );
              return;
            }
            reply.log.warn(
              { err: error, upstream: call?.upstream ?? route.upstream },
              'gateway upstream failed',
            );
            const timedOut = (error as Partial<FastifyError>).statusCode === 504;
            if (call) call.answered = true;
            void reply
              .code(timedOut ? 504 : 502)
              .send(
                timedOut
                  ? errorBody(
                      'UPSTREAM_TIMEOUT',
                      `The ${call?.prefix ?? route.prefix} service did not answer in time`,
                    )
                  : errorBody(
                      'UPSTREAM_UNAVAILABLE',
                      `The ${call?.prefix ?? route.prefix} service is unavailable right now`,
                    ),
              );
          },
        },
      });
    });
  }
  if (!registeredApi)
    app.all('/api/*', async (request, reply) =>
      reply
        .status(404)
        .send(errorBody('NOT_FOUND', `No API route for ${request.method} ${request.url.split('?')[0]}`)),
    );
};

/** A switched-off remote's API answer: as its pages, not found, saying why. */
const disabled = (remote: string, prefix: string) =>
  errorBody(
    'REMOTE_DISABLED',
    `The ${remote} section is switched off, and ${prefix} with it, until a release manager enables it`,
  );
