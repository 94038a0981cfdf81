import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { STATIC_CACHE_MS } from '@sl/contracts';
import { isCompressibleType, varyWithAcceptEncoding } from './compression';
import { errorBody } from './errors';

/** Files whose name never changes between builds: browsers must revalidate them on every load. */
const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'index.html']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|svg|png|woff2?)$/;
/** Code and pages: an unhashed one is an entry point whose content changes with every build. */
const ENTRY_KINDS = /\.(js|mjs|json|html)$/;

/** What the build's CompressionPlugin appends to a file it pre-compressed (served in place of the file itself). */
const ENCODED_SUFFIX = /\.(?:br|gz)$/;

/**
 * The file a response stands for: `227.85fda5401f.js` whether the brotli, gzip or plain bytes were sent, so a
 * hashed chunk is immutable in every encoding (the .br path once made a warm visit revalidate every chunk).
 */
function servedName(filePath: string): string {
  return path.basename(filePath).replace(ENCODED_SUFFIX, '');
}

export function cacheControlFor(filePath: string): string {
  const base = servedName(filePath);
  if (!ENTRY_FILES.has(base) && HASHED.test(base)) return 'public, max-age=31536000, immutable';
  // Entries (remoteEntry.js, mf-manifest.json, main.js, index.html) decide which chunks load: revalidate each time.
  if (ENTRY_FILES.has(base) || ENTRY_KINDS.test(base)) return 'no-cache';
  // Images, fonts and other plain assets keep their name across builds and rarely change: the spec's static cache
  // (document 2 §9, a week), then revalidate. max-age is in seconds.
  return `public, max-age=${Math.floor(STATIC_CACHE_MS / 1000)}`;
}

/** @fastify/static hands setHeaders the raw response. */
export interface HeaderTarget {
  setHeader(name: string, value: string): unknown;
  getHeader(name: string): unknown;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
};

/**
 * Cache-Control for a static file, and `Vary: accept-encoding` when the file can go out in more than one encoding:
 * it was sent pre-compressed, or it is text the build pre-compresses (or the service compresses) for a browser
 * that accepts it and sends plain to one that does not.
 */
export function staticFileHeaders(res: HeaderTarget, filePath: string): void {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
  const encoded = ENCODED_SUFFIX.test(filePath);
  if (encoded || isCompressibleType(TYPES[path.extname(servedName(filePath))])) {
    const vary = varyWithAcceptEncoding(res.getHeader('Vary'));
    if (vary) res.setHeader('Vary', vary);
  }
}

export interface RemoteStaticOptions {
  /** The remote's build output (dist/), holding remoteEntry.js and mf-manifest.json. */
  root: string;
  /** Origins allowed to load the remote cross-origin: the shell's, at least. */
  allowedOrigins: string[];
  /** Extra build folders served under /builds/<label>/ (a second build a release manager can switch to). */
  buildsRoot?: string;
}

/**
 * Serves a remote's static files from its own origin: CORS for the shell, entry and manifest no-cache, hashed
 * chunks immutable, brotli or gzip from the files the build pre-compressed. Unknown non-API paths get the
 * standalone page so the remote's own routes work when its team runs it alone.
 */
export async function serveRemoteStatic(app: FastifyInstance, options: RemoteStaticOptions) {
  await app.register(fastifyCors, { origin: options.allowedOrigins, methods: ['GET', 'HEAD'] });
  const setHeaders = (res: HeaderTarget, filePath: string) => {
    staticFileHeaders(res, filePath);
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  };
  // Registered whether or not the folders exist yet: files are looked up per request, so a remote built after its
  // service started, or a canary folder copied in later, is served as soon as it is there (no restart).
  if (!existsSync(options.root))
    app.log.info({ root: options.root }, 'remote not built yet: served once it is');
  await app.register(fastifyStatic, {
    root: options.root,
    preCompressed: true,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders,
  });
  if (options.buildsRoot) {
    await app.register(fastifyStatic, {
      root: options.buildsRoot,
      prefix: '/builds/',
      decorateReply: false,
      preCompressed: true,
      wildcard: true,
      index: false,
      cacheControl: false,
      setHeaders,
    });
  }
  const standalonePage = path.join(options.root, 'index.html');
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      request.headers.accept?.includes('text/html');
    if (wantsPage && existsSync(standalonePage)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(errorBody('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
