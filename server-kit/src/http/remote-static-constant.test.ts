import { jest } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as contracts from '@sl/contracts';

// The static cache is the spec's configured constant (document 2 §9): serve it with a different value and the
// header must follow, so a hand-written copy of 604800 here would fail.
const ONE_HOUR_MS = 3_600_000;
jest.unstable_mockModule('@sl/contracts', () => ({ ...contracts, STATIC_CACHE_MS: ONE_HOUR_MS }));

const { openPglite } = await import('../db/pglite');
const { listenForTest } = await import('../testing');
const { serveRemoteStatic } = await import('./remote-static');
const { createService } = await import('./service');

describe('remote static files follow the configured static cache', () => {
  it('a non-hashed static asset is cached for STATIC_CACHE_MS, in seconds', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
    writeFileSync(path.join(root, 'crest.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const db = await openPglite();
    const app = createService({ name: 'static-constant-test', db, logger: false });
    try {
      await serveRemoteStatic(app, { root, allowedOrigins: ['http://localhost:3000'] });
      const base = await listenForTest(app);
      const response = await fetch(`${base}/crest.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    } finally {
      await app.close();
      await db.close();
    }
  }, 30_000);
});
