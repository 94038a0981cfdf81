import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers with another server's response as it came (the shell's /api gateway): it is neither
     * compressed again here nor given this service's default caching headers; the upstream decided both.
     */
    proxied?: boolean;
  }
}

/** Below this a compressed answer saves less than the encoding costs (about a TCP packet). */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text that compresses well: HTML, CSS, JavaScript, JSON, XML and SVG. Never an event stream (each event must reach
 * the browser when it is written, not when a compressor's buffer fills), nor images, fonts or binary downloads.
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml)\b|application\/(?:x-)?javascript\b|image\/svg\+xml\b)/i;

export function isCompressibleType(contentType: unknown): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE.test(contentType);
}

/**
 * A Vary value that also names accept-encoding, keeping whatever it already varies on; undefined when it already
 * covers it (accept-encoding, or `*`). Lower case, as @fastify/compress looks for it, so it is never added twice.
 */
export function varyWithAcceptEncoding(current: unknown): string | undefined {
  const names = (Array.isArray(current) ? current.join(', ') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return undefined;
  return [...names, 'accept-encoding'].join(', ');
}

/**
 * Compresses what a service answers (brotli or gzip, as the browser asks; JSON, HTML and other text of 1 KB and
 * more) with @fastify/compress. Call it on the root instance before any route is declared: the plugin hooks
 * each route as it is declared (onRoute), so routes declared in plugins registered after it are compressed
 * (createService calls it first; a route declared directly on the instance before the plugin has loaded is not).
 *
 * Every compressible answer says `Vary: accept-encoding`, the identity one and a 304 too, so a shared cache never
 * hands a brotli body to a client that asked for none. Request bodies are not decompressed (the gateway forwards
 * them as sent). A route marked `config: { proxied: true }` is left alone: its body is the upstream's, already
 * encoded as the upstream chose for this client.
 */
export function registerCompression(app: FastifyInstance): void {
  // Added before the plugin's own onRoute hook, so it runs first and the plugin sees `compress: false`.
  app.addHook('onRoute', (route) => {
    if (route.config?.proxied) route.compress = false;
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!request.routeOptions.config.proxied && isCompressibleType(reply.getHeader('Content-Type'))) {
      const vary = varyWithAcceptEncoding(reply.getHeader('Vary'));
      if (vary) reply.header('Vary', vary);
    }
    return payload;
  });
  void app.register(fastifyCompress, {
    global: true,
    // Decompressing request bodies is not wanted: a section gets what the browser sent (and a zip bomb is not
    // the body limit's business).
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
  });
}
