import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../db/pglite';
import { listenForTest } from '../testing';
import { serveRemoteStatic } from './remote-static';
import { createService } from './service';

/** A remote's dist/ as the build writes it: unhashed entries, content-hashed chunks, and plain assets. */
function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
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
});
