import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ROOT } from '../../scripts/src/start/packages';

/**
 * The stats desk: a remote from a second team that the shell's code has never heard of (e2e/fixtures/stats-remote),
 * served the way that team would serve it, for the runtime-registration tests (runtime-remotes.spec.ts).
 */

/** The fixture remote's package; global-setup.ts builds it into `dist` when its inputs changed. */
export const STATS_REMOTE_DIR = path.join(ROOT, 'e2e', 'fixtures', 'stats-remote');
const DIST = path.join(STATS_REMOTE_DIR, 'dist');
/**
 * A second build whose section throws as soon as it is loaded (built with the label "broken"): valid JavaScript,
 * so only loading it in a browser shows it is broken. Served below /broken/.
 */
export const BROKEN_BUILD_DIR = path.join(STATS_REMOTE_DIR, 'dist-builds', 'broken');

/** What the stats desk's API answers: real PDC players and plausible three-dart averages. */
export const PLAYER_AVERAGES = [
  { name: 'Luke Littler', average: 101.42 },
  { name: 'Luke Humphries', average: 99.87 },
  { name: 'Michael van Gerwen', average: 98.61 },
  { name: 'Gerwyn Price', average: 97.35 },
  { name: 'Stephen Bunting', average: 96.78 },
  { name: 'Rob Cross', average: 95.94 },
] as const;

/** The API path the fixture's section fetches (relative to the page, so through the shell's gateway). */
export const AVERAGES_PATH = '/api/statsdesk/v1/averages';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StatsRemote {
  /** Where the built remote is served: its manifest is `${origin}/mf-manifest.json`. */
  origin: string;
  /** The stats desk's API, for the registration's api.upstream (paths are forwarded unchanged). */
  apiUpstream: string;
  close(): Promise<void>;
}

function send(
  response: ServerResponse,
  status: number,
  body: string | Buffer,
  headers: Record<string, string>,
  head: boolean,
) {
  response.writeHead(status, {
    // The shell's page loads the manifest, the entry and the chunks from another origin (its CSP allows the
    // registered entry's origin); the entry is fetched with CORS for its integrity check.
    'access-control-allow-origin': '*',
    'content-length': String(Buffer.byteLength(body)),
    ...headers,
  });
  response.end(head ? undefined : body);
}

const json = (response: ServerResponse, status: number, value: unknown, head: boolean) =>
  send(
    response,
    status,
    JSON.stringify(value),
    { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    head,
  );

async function answer(request: IncomingMessage, response: ServerResponse) {
  const method = request.method ?? 'GET';
  const head = method === 'HEAD';
  if (method === 'OPTIONS') {
    response.writeHead(204, {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, HEAD, OPTIONS',
      'access-control-allow-headers': '*',
      'access-control-max-age': '600',
    });
    response.end();
    return;
  }
  if (method !== 'GET' && !head) {
    json(response, 405, { error: { code: 'METHOD_NOT_ALLOWED', message: `${method} is not served` } }, head);
    return;
  }
  const { pathname } = new URL(request.url ?? '/', 'http://stats-remote');
  if (pathname === AVERAGES_PATH) {
    json(response, 200, { players: PLAYER_AVERAGES }, head);
    return;
  }
  if (pathname.startsWith('/api/')) {
    json(response, 404, { error: { code: 'NOT_FOUND', message: `No stats desk API at ${pathname}` } }, head);
    return;
  }
  // The built files, nothing outside their folder (a decoded `..` cannot climb out).
  const broken = pathname.startsWith('/broken/');
  const root = broken ? BROKEN_BUILD_DIR : DIST;
  const inBuild = broken ? pathname.slice('/broken'.length) : pathname;
  const file = path.join(root, path.normalize(decodeURIComponent(inBuild === '/' ? '/index.html' : inBuild)));
  const type = CONTENT_TYPES[path.extname(file)];
  if (!file.startsWith(`${root}${path.sep}`) || !type) {
    json(response, 404, { error: { code: 'NOT_FOUND', message: `Nothing at ${pathname}` } }, head);
    return;
  }
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    json(response, 404, { error: { code: 'NOT_FOUND', message: `Nothing at ${pathname}` } }, head);
    return;
  }
  // Hashed chunks never change; the manifest, the entry and the page do from one build to the next.
  const hashed = /\.[0-9a-f]{10}\.js$/.test(file);
  send(
    response,
    200,
    body,
    {
      'content-type': type,
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
    head,
  );
}

/**
 * Serves the built stats desk (`/mf-manifest.json`, `/remoteEntry.js`, its chunks and standalone page) and its API
 * (`GET /api/statsdesk/v1/averages`) from one server on a free port of 127.0.0.1.
 */
export async function startStatsRemote(): Promise<StatsRemote> {
  if (!existsSync(path.join(DIST, 'mf-manifest.json')))
    throw new Error(`${DIST} has no build: the e2e global setup builds it (e2e/support/global-setup.ts)`);
  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        json(response, 500, { error: { code: 'INTERNAL', message: String(error) } }, false);
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    apiUpstream: origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets from the browser or the shell's gateway would hold close() open.
        server.closeAllConnections();
      }),
  };
}
