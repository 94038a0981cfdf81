import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { errorBody } from '@sl/server-kit';
import { gatewayMaxAge, type AnswerCache, type AnswerHeaders, type CachedAnswer } from './answer-cache';

/** What of a request these need (the proxy's callbacks hand it over typed for any raw server). */
interface RequestLike {
  url: string;
  headers: IncomingHttpHeaders;
}

/** What of a Fastify reply these use. */
interface ReplyLike {
  readonly sent: boolean;
  code(statusCode: number): ReplyLike;
  header(name: string, value: string): ReplyLike;
  headers(values: AnswerHeaders): ReplyLike;
  getHeaders(): AnswerHeaders;
  send(payload?: unknown): unknown;
}

/** What of a response the early answer writes to. */
type RawResponse = Pick<ServerResponse, 'writeHead' | 'end'>;

/** What of a Fastify reply the early answer uses: it writes to the raw response itself. */
interface HijackableReply {
  hijack(): unknown;
  readonly raw: RawResponse;
}

/** A kept answer whose headers as first sent are known. */
export type SentAnswer = CachedAnswer & { sent: NonNullable<CachedAnswer['sent']> };

/** The section's answer as reply-from hands it over (its types leave out the headers it carries). */
export interface UpstreamAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  stream: Readable;
}

/** Says whether an answer came from the gateway's memory (HIT) or from the section (MISS), for operators and tests. */
const CACHE_STATUS = 'x-cache';

/**
 * A kept answer, as the section gave it, with its age. A browser that already holds it (If-None-Match on its ETag)
 * gets a 304 from the shell's own ETag hook, as for any answer.
 */
/** Whole seconds since the answer was kept, for its Age header. */
const ageOf = (answer: CachedAnswer, now: number) =>
  String(Math.max(0, Math.floor((now - answer.storedAt) / 1000)));

export function sendCached(reply: ReplyLike, answer: CachedAnswer, now: number) {
  return reply
    .headers(answer.headers)
    .header('age', ageOf(answer, now))
    .header(CACHE_STATUS, 'HIT')
    .code(200)
    .send(answer.body);
}

/** The answer a request just kept, until its headers have gone out with it (`noteSent`). */
const keptBy = new WeakMap<object, CachedAnswer>();

/** Headers that are the request's own (set again for each answer), not the kept answer's. */
const PER_ANSWER = new Set([CACHE_STATUS, 'age', 'content-length']);

/**
 * Called from the last onSend hook of the answer that was just kept: records its headers as the shell sends them
 * (the security headers and ETag of its own hooks included), so later asks over the same protocol can be answered
 * early (`sendAsSent`).
 */
export function noteSent(
  request: RequestLike & { protocol: string },
  headers: AnswerHeaders,
  route: string,
): void {
  const answer = keptBy.get(request);
  if (!answer) return;
  keptBy.delete(request);
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_ANSWER.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
  }
  answer.sent = { protocol: request.protocol, headers: flat, route };
}

/**
 * Whether a kept answer can go out early to this request: its headers as first sent are known, for this protocol,
 * and the browser does not hold a copy (If-None-Match: the shell's ETag hook answers that one 304).
 */
export function sendableAsSent(
  answer: CachedAnswer,
  request: { headers: IncomingHttpHeaders; protocol: string },
): answer is SentAnswer {
  return answer.sent?.protocol === request.protocol && request.headers['if-none-match'] === undefined;
}

/** A kept answer written to the response with the headers it first went out with, its age and HIT. */
export function writeAsSent(response: RawResponse, answer: SentAnswer, now: number): void {
  response.writeHead(200, [
    ...answer.sent.headers,
    'age',
    ageOf(answer, now),
    CACHE_STATUS,
    'HIT',
    'content-length',
    String(answer.body.length),
  ]);
  response.end(answer.body);
}

/**
 * A kept answer from within Fastify (an onRequest hook), written straight to the connection: the route's handler
 * and the shell's onSend hooks (which made its headers) do not run again for it. The onResponse hooks (request
 * metrics) still do, as for any hijacked reply.
 */
export function sendAsSent(reply: HijackableReply, answer: SentAnswer, now: number): void {
  reply.hijack();
  writeAsSent(reply.raw, answer, now);
}

async function readAll(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    length += buffer.length;
    chunks.push(buffer);
    if (length > limit) return null;
  }
  return Buffer.concat(chunks, length);
}

/** Whether the section's answer is one the gateway may keep: marked for it, and of a known, small enough size. */
export function worthKeeping(response: UpstreamAnswer, maxBodyBytes: number): boolean {
  if (response.statusCode !== 200 || gatewayMaxAge(response.headers) === null) return false;
  const length = Number(response.headers['content-length']);
  return Number.isInteger(length) && length <= maxBodyBytes;
}

/**
 * Reads the section's answer whole (it is small: `worthKeeping`), keeps it, and sends it. A section that cuts the
 * answer short gets the client a 502, as any other failed upstream would.
 */
export async function keepAndSend(
  request: RequestLike,
  reply: ReplyLike,
  response: UpstreamAnswer,
  keep: { cache: AnswerCache; generation: number },
  maxBodyBytes: number,
): Promise<void> {
  let body: Buffer | null;
  try {
    body = await readAll(response.stream, maxBodyBytes);
  } catch {
    body = null;
  }
  if (body === null) {
    if (!reply.sent)
      void reply.code(502).send(errorBody('UPSTREAM_UNAVAILABLE', 'The section cut its answer short'));
    return;
  }
  const kept = keep.cache.store(
    request.url,
    request.headers,
    response.headers,
    { statusCode: response.statusCode, headers: reply.getHeaders(), body },
    keep.generation,
  );
  if (kept) keptBy.set(request, kept);
  void reply.header(CACHE_STATUS, 'MISS').send(body);
}
