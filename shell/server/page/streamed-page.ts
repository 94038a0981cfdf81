import { PassThrough, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** The encoding a page goes out in, as the browser's Accept-Encoding prefers (q-values honoured). */
export function pageEncoding(acceptEncoding: string | string[] | undefined): PageEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(', ') : (acceptEncoding ?? '');
  const chosen = negotiate(header, ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

/** A page answer sent in parts: each part written reaches the browser at once, not when a compressor's buffer fills. */
export interface PageWriter {
  /** The answer's body, for reply.send. */
  body: Transform;
  write(part: string): void;
  end(part: string): void;
}

/**
 * The service-wide compression buffers a streamed answer until it ends, which would hold the page's head back for
 * as long as the server render takes: so a streamed page compresses itself, flushing after each part. Brotli at
 * quality 4, as the service compresses other answers: made per request, so speed matters more than the last bytes.
 */
export function pageWriter(encoding: PageEncoding): PageWriter {
  const body =
    encoding === 'br'
      ? createBrotliCompress({
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : encoding === 'gzip'
        ? createGzip()
        : new PassThrough();
  return {
    body,
    write(part) {
      body.write(part);
      if ('flush' in body && typeof body.flush === 'function') body.flush();
    },
    end(part) {
      body.end(part);
    },
  };
}
