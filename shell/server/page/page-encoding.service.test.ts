import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { openPglite } from '@sl/server-kit';
import { getRaw } from '@sl/server-kit/testing';
import { startTestShell } from '../test-support/test-shell';

/** The shell's template, padded as the real one is with icons and pre-paint styles, and a few built chunks. */
const TEMPLATE = `<!doctype html><html><head><style>${'.x{color:red}'.repeat(200)}</style><script id="sl-boot" type="application/json">{}</script></head><body></body></html>`;
const CHUNK = `/* chunk */${'globalThis.sl = (globalThis.sl ?? 0) + 1;'.repeat(80)}`;

function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  for (const name of ['101.ff76ce9dd6.js', 'main.js']) {
    writeFileSync(path.join(dir, name), CHUNK);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(CHUNK));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(CHUNK));
  }
  return dir;
}

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

describe('the shell page and its assets in every encoding', () => {
  let base = '';
  let close: () => Promise<unknown>;

  beforeAll(async () => {
    ({ base, close } = await startTestShell(await openPglite(), {}, { distDir: fakeDist() }));
  });
  afterAll(() => close());

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])(
    'sends the HTML page to accept-encoding %s as %s, varying on accept-encoding',
    async (accept, encoding) => {
      const response = await getRaw(`${base}/`, { 'accept-encoding': accept });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-encoding']).toBe(encoding);
      const html = decoded(response.body, encoding);
      expect(html).toContain('id="sl-boot"');
      expect(html).toContain('"remotes"');
      // What the page varied on already (country, app web view) and now the encoding too.
      expect(response.headers.vary?.toLowerCase()).toMatch(/x-app.*accept-encoding/);
      if (encoding) expect(response.body.length).toBeLessThan(html.length / 2);
    },
  );

  it('sends an unknown page compressed too, with its 404 status', async () => {
    const response = await getRaw(`${base}/no/such/page`, { 'accept-encoding': 'br' });
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response.body, 'br')).toContain('id="sl-boot"');
  });

  it('answers a missing asset and an unknown API path with the JSON 404, not the page', async () => {
    for (const route of ['/assets/404.0000000000.js', '/api/nobody/v1/things', '/admin/nothing']) {
      const response = await getRaw(`${base}${route}`, { 'accept-encoding': 'br' });
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it.each([['br'], ['gzip'], ['identity']])(
    'serves a hashed chunk from /assets/ asked for with accept-encoding %s as immutable for a year',
    async (accept) => {
      const response = await getRaw(`${base}/assets/101.ff76ce9dd6.js`, { 'accept-encoding': accept });
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary?.toLowerCase()).toContain('accept-encoding');
      const encoding = accept === 'identity' ? undefined : accept;
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decoded(response.body, encoding)).toBe(CHUNK);
    },
  );

  it('serves the unhashed main.js for revalidation on every load, with an ETag that answers 304', async () => {
    const response = await getRaw(`${base}/assets/main.js`, { 'accept-encoding': 'br' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    const again = await getRaw(`${base}/assets/main.js`, {
      'accept-encoding': 'br',
      'if-none-match': response.headers.etag ?? '',
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
