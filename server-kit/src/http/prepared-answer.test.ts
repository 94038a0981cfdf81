import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Db } from '../db/db';
import { openPglite } from '../db/pglite';
import { listenForTest } from '../testing';
import { prepareAnswer, sendPrepared } from './prepared-answer';
import { createService } from './service';

/** A GET as a browser sends it, read raw: the bytes on the wire and the headers, no decoding. */
function get(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      httpRequest(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('prepared answers over HTTP', () => {
  let db: Db;
  let close: () => Promise<unknown>;
  let base: string;
  const json = JSON.stringify({
    runners: Array.from({ length: 40 }, (_, i) => ({ n: i, name: `Horse ${i}` })),
  });
  const answer = prepareAnswer(json);

  beforeAll(async () => {
    db = await openPglite();
    const app = createService({ name: 'prepared-test', db, logger: false });
    app.get('/api/race', async (request, reply) => sendPrepared(request, reply, answer));
    close = () => app.close();
    base = await listenForTest(app);
  });
  afterAll(async () => {
    await close();
    await db.close();
  });

  it('sends brotli to a browser that takes it, gzip to one that takes only that, and plain JSON otherwise', async () => {
    const br = await get(`${base}/api/race`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(json);

    const gzip = await get(`${base}/api/race`, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(json);

    const plain = await get(`${base}/api/race`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.body.toString()).toBe(json);
    // One ETag for the answer whatever its encoding: it names the JSON, not the bytes on the wire.
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag])).toEqual(new Set([answer.etag]));
  });

  it('answers 304 with no body when the browser already has it', async () => {
    const again = await get(`${base}/api/race`, { 'accept-encoding': 'br', 'if-none-match': answer.etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
