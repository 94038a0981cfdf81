import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { openPglite } from '../db/pglite';
import { getRaw, listenForTest } from '../testing';
import { serveRemoteStatic } from './remote-static';
import { createService } from './service';

/** A chunk big enough for the build to pre-compress (its CompressionPlugin threshold is 1 KB). */
const CHUNK = `/* chunk */${'globalThis.sl = (globalThis.sl ?? 0) + 1;'.repeat(80)}`;
const MANIFEST = JSON.stringify({ id: 'football', remoteEntry: 'remoteEntry.js', padding: 'x'.repeat(2000) });

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

/** Writes a file beside its .br and .gz, as the production build does for text of 1 KB and more. */
function writePrecompressed(dir: string, name: string, text: string) {
  writeFileSync(path.join(dir, name), text);
  writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
  writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
}

/** A remote's dist/ as the build writes it: unhashed entries, content-hashed chunks, and plain assets. */
function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
  writePrecompressed(dir, '540.5622647143.js', CHUNK);
  writePrecompressed(dir, 'mf-manifest.big.json', MANIFEST);
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var remote;');
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(dir, 'main.js'), 'void 0;');
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>standalone</title>');
  writeFileSync(path.join(dir, '227.85fda5401f.js'), 'void 1;');
  writeFileSync(path.join(dir, '__federation_expose_Banners.c7f6bbb153.js'), 'void 2;');
  writeFileSync(path.join(dir, '325.a34b2d4d14.js.LICENSE.txt'), 'MIT');
  mkdirSync(path.join(dir, 'img'));
  writeFileSync(path.join(dir, 'img', 'crest.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'brand.woff2'), 'font');
  return dir;
}

describe('remote static files over HTTP', () => {
  let base = '';
  let close: () => Promise<void>;

  beforeAll(async () => {
    const db = await openPglite();
    const app = createService({ name: 'static-test', db, logger: false });
    await serveRemoteStatic(app, { root: fakeDist(), allowedOrigins: ['http://localhost:3000'] });
    base = await listenForTest(app);
    close = async () => {
      await app.close();
      await db.close();
    };
  });
  afterAll(() => close());

  const cacheOf = async (file: string) => {
    const response = await fetch(`${base}/${file}`);
    expect(response.status).toBe(200);
    return response.headers.get('cache-control');
  };

  it.each(['227.85fda5401f.js', '__federation_expose_Banners.c7f6bbb153.js'])(
    'a content-hashed chunk (%s) is immutable for a year',
    async (file) => {
      expect(await cacheOf(file)).toBe('public, max-age=31536000, immutable');
    },
  );

  it.each(['remoteEntry.js', 'mf-manifest.json', 'main.js', 'index.html'])(
    'a federation entry or unhashed page script (%s) is revalidated on every load',
    async (file) => {
      expect(await cacheOf(file)).toBe('no-cache');
    },
  );

  it.each(['img/crest.svg', 'brand.woff2', '325.a34b2d4d14.js.LICENSE.txt'])(
    'a non-hashed static asset (%s) is cached for the spec static cache of 7 days',
    async (file) => {
      // Spec document 2 §9: static cache 604800000 ms.
      expect(await cacheOf(file)).toBe('public, max-age=604800');
    },
  );

  describe('in every encoding', () => {
    const get = (file: string, acceptEncoding: string, headers: Record<string, string> = {}) =>
      getRaw(`${base}/${file}`, { 'accept-encoding': acceptEncoding, ...headers });

    it.each([
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ])(
      'a hashed chunk asked for with accept-encoding %s is immutable for a year and varies on accept-encoding',
      async (acceptEncoding, encoding) => {
        const response = await get('540.5622647143.js', acceptEncoding);
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers.vary?.toLowerCase()).toContain('accept-encoding');
        expect(response.headers['content-type']).toMatch(/javascript/);
        expect(decoded(response.body, encoding)).toBe(CHUNK);
      },
    );

    it('sends the brotli file the build wrote, as it is: a fraction of the chunk', async () => {
      const response = await get('540.5622647143.js', 'gzip, deflate, br');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.body.length).toBeLessThan(CHUNK.length / 4);
      expect(brotliDecompressSync(response.body).toString()).toBe(CHUNK);
    });

    it.each([
      ['br', 'br'],
      ['identity', undefined],
    ])(
      'an unhashed manifest with accept-encoding %s is revalidated on every load, with an ETag that answers 304',
      async (acceptEncoding, encoding) => {
        const response = await get('mf-manifest.big.json', acceptEncoding);
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers.vary?.toLowerCase()).toContain('accept-encoding');
        expect(decoded(response.body, encoding)).toBe(MANIFEST);
        const etag = response.headers.etag;
        expect(etag).toBeTruthy();
        const again = await get('mf-manifest.big.json', acceptEncoding, { 'if-none-match': etag ?? '' });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers['cache-control']).toBe('no-cache');
      },
    );

    it('an image (not compressible) does not vary on accept-encoding', async () => {
      const response = await get('brand.woff2', 'br');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary ?? '').not.toMatch(/accept-encoding/i);
    });
  });

  it('serves a build and a canary folder that appear after the service started, with no restart', async () => {
    const root = path.join(mkdtempSync(path.join(tmpdir(), 'remote-late-')), 'dist');
    const buildsRoot = path.join(path.dirname(root), 'dist-builds');
    const db = await openPglite();
    const app = createService({ name: 'static-late-test', db, logger: false });
    await serveRemoteStatic(app, { root, buildsRoot, allowedOrigins: ['http://localhost:3000'] });
    const late = await listenForTest(app);
    try {
      expect((await fetch(`${late}/mf-manifest.json`)).status).toBe(404);
      expect((await fetch(`${late}/builds/canary/mf-manifest.json`)).status).toBe(404);
      mkdirSync(root);
      writeFileSync(path.join(root, 'mf-manifest.json'), '{"id":"late"}');
      mkdirSync(path.join(buildsRoot, 'canary'), { recursive: true });
      writeFileSync(path.join(buildsRoot, 'canary', 'mf-manifest.json'), '{"id":"canary"}');
      const manifest = await fetch(`${late}/mf-manifest.json`);
      expect([manifest.status, await manifest.text()]).toEqual([200, '{"id":"late"}']);
      const canary = await fetch(`${late}/builds/canary/mf-manifest.json`, {
        headers: { origin: 'http://localhost:3000' },
      });
      expect([canary.status, await canary.text()]).toEqual([200, '{"id":"canary"}']);
      expect(canary.headers.get('cache-control')).toBe('no-cache');
      expect(canary.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    } finally {
      await app.close();
      await db.close();
    }
  });
});
