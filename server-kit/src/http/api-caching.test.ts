import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Db } from '../db/db';
import { openPglite } from '../db/pglite';
import { getRaw, listenForTest } from '../testing';
import { API_DEFAULT_CACHE, API_MEMBER_CACHE } from './api-caching';
import { createService } from './service';

/** About 20 KB of JSON, the shape of a day's fixtures: repetitive, so it compresses well. */
const MATCHES = Array.from({ length: 120 }, (_, i) => ({
  match_id: 1000 + i,
  home_team: { team_id: i, team_name: `Home ${i} United` },
  away_team: { team_id: i + 500, team_name: `Away ${i} Rovers` },
  match_time: `2026-11-28T${String(12 + (i % 8)).padStart(2, '0')}:00:00Z`,
  state: 'FIXTURE',
}));
const BIG = JSON.stringify(MATCHES);

describe('API compression, ETags and Cache-Control over HTTP', () => {
  let db: Db;
  let base = '';
  let close: () => Promise<unknown>;

  beforeAll(async () => {
    db = await openPglite();
    const app = createService({ name: 'caching-test', db, logger: false });
    await app.register(async (routes) => {
      routes.get('/api/test/v1/matches', async () => MATCHES);
      routes.get('/api/test/v1/small', async () => ({ ok: true }));
      routes.get('/api/test/v1/own-policy', async (_request, reply) =>
        reply.header('Cache-Control', 'public, max-age=60').send(MATCHES),
      );
      routes.get('/api/test/v1/member', async (_request, reply) =>
        reply.header('Cache-Control', 'private, no-store').send(MATCHES),
      );
      routes.post('/api/test/v1/matches', async () => MATCHES);
      routes.get('/api/test/v1/missing', async (_request, reply) =>
        reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'no such thing' } }),
      );
      routes.get('/api/test/v1/proxied', { config: { proxied: true } }, async () => MATCHES);
      routes.get('/api/test/v1/live', { config: { live: true } }, async () => MATCHES);
      routes.get('/page', async (_request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .send(`<!doctype html><main>${'<p>runner</p>'.repeat(400)}</main>`),
      );
    });
    base = await listenForTest(app);
    close = () => app.close();
  });
  afterAll(async () => {
    await close();
    await db.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) => getRaw(`${base}${path}`, headers);

  it('sends a 20 KB JSON answer brotli-encoded to a browser that accepts brotli, a fraction of its size', async () => {
    const response = await get('/api/test/v1/matches', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(BIG.length).toBeGreaterThan(15_000);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary?.toLowerCase()).toContain('accept-encoding');
    expect(response.body.length).toBeLessThan(BIG.length / 4);
    expect(JSON.parse(brotliDecompressSync(response.body).toString())).toEqual(MATCHES);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await get('/api/test/v1/matches', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.body).toString())).toEqual(MATCHES);
  });

  it('sends the plain bytes, still marked as varying on accept-encoding, to a client that asks for none', async () => {
    const response = await get('/api/test/v1/matches');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(BIG);
    expect(response.headers.vary?.toLowerCase()).toContain('accept-encoding');
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const response = await get('/api/test/v1/small', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString())).toEqual({ ok: true });
  });

  it('compresses an HTML page too', async () => {
    const response = await get('/page', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).toString()).toContain('<main><p>runner</p>');
  });

  it('gives the answer a weak ETag, the same whichever encoding was sent', async () => {
    const brotli = await get('/api/test/v1/matches', { 'accept-encoding': 'br' });
    const plain = await get('/api/test/v1/matches');
    expect(brotli.headers.etag).toMatch(/^W\/"/);
    expect(plain.headers.etag).toBe(brotli.headers.etag);
  });

  it.each([['br'], ['identity']])(
    'answers 304 with no body to an If-None-Match naming the current ETag (accept-encoding %s)',
    async (acceptEncoding) => {
      const first = await get('/api/test/v1/matches', { 'accept-encoding': acceptEncoding });
      const etag = first.headers.etag ?? '';
      const again = await get('/api/test/v1/matches', {
        'accept-encoding': acceptEncoding,
        'if-none-match': etag,
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(API_DEFAULT_CACHE);
      expect(again.headers.vary?.toLowerCase()).toContain('accept-encoding');
    },
  );

  it('answers 200 with the body to an If-None-Match naming an old ETag', async () => {
    const response = await get('/api/test/v1/matches', { 'if-none-match': 'W/"an-old-version"' });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(BIG);
  });

  it('gives a public GET answer without a policy of its own the short public default', async () => {
    const response = await get('/api/test/v1/matches');
    expect(API_DEFAULT_CACHE).toMatch(/^public, max-age=\d+$/);
    expect(response.headers['cache-control']).toBe(API_DEFAULT_CACHE);
  });

  it.each([
    ['authorization', 'Bearer member-token'],
    ['x-token', 'a-product-token'],
  ])('gives an answer to a request carrying %s private, no-cache, never public', async (name, value) => {
    const response = await get('/api/test/v1/matches', { [name]: value });
    expect(API_MEMBER_CACHE).toBe('private, no-cache');
    expect(response.headers['cache-control']).toBe(API_MEMBER_CACHE);
  });

  it('makes live feed data revalidate before every reuse, a 304 when it has not moved', async () => {
    const first = await get('/api/test/v1/live');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await get('/api/test/v1/live', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    const member = await get('/api/test/v1/live', { authorization: 'Bearer abc' });
    expect(member.headers['cache-control']).toBe('private, no-cache');
  });

  it('keeps the Cache-Control a route set itself', async () => {
    expect((await get('/api/test/v1/own-policy')).headers['cache-control']).toBe('public, max-age=60');
    expect((await get('/api/test/v1/member')).headers['cache-control']).toBe('private, no-store');
  });

  it('gives no default Cache-Control to a POST or to an error', async () => {
    const posted = await fetch(`${base}/api/test/v1/matches`, { method: 'POST' });
    expect(posted.status).toBe(200);
    expect(posted.headers.get('cache-control')).toBeNull();
    const missing = await get('/api/test/v1/missing');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
  });

  it('leaves a route marked proxied alone: not compressed here, no default caching headers', async () => {
    const response = await get('/api/test/v1/proxied', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBeUndefined();
    expect(response.body.toString()).toBe(BIG);
  });
});
