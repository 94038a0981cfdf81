import type { IncomingHttpHeaders } from 'node:http';
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
export function sendCached(reply: ReplyLike, answer: CachedAnswer, now: number) {
  return reply
    .headers(answer.headers)
    .header('age', String(Math.max(0, Math.floor((now - answer.storedAt) / 1000))))
    .header(CACHE_STATUS, 'HIT')
    .code(200)
    .send(answer.body);
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
  keep.cache.store(
    request.url,
    request.headers,
    response.headers,
    { statusCode: response.statusCode, headers: reply.getHeaders(), body },
    keep.generation,
  );
  void reply.header(CACHE_STATUS, 'MISS').send(body);
}
