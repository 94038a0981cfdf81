import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { openPglite } from '@sl/server-kit';
import { startTestShell } from '../test-support/test-shell';

const TEMPLATE =
  '<!doctype html><html><head><style>body{margin:0}</style><script defer src="/assets/main.js"></script>' +
  '<script id="sl-boot" type="application/json">{}</script></head><body><div id="root"></div></body></html>';

/** The shell's server build, as far as the page route sees it: a render that waits until the test lets it finish. */
const RENDER = `exports.renderPage = async (input) => {
  await globalThis.__slRenderGate;
  return {
    html: '<main><h1>Racecards</h1><p>' + input.url + '</p></main>',
    styles: '<style data-styled="true">.a{color:red}</style>',
    queries: { queries: [] },
  };
};`;

function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'server', 'render.cjs'), RENDER);
  return dir;
}

const gate = globalThis as unknown as { __slRenderGate?: Promise<void> };

/** Reads an answer's decoded text as it arrives: `until` waits for a part of it, `rest` for the whole. */
function openPage(url: string, acceptEncoding: string) {
  let text = '';
  let waiting: { part: string; resolve: () => void } | null = null;
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const answer = new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const encoding = response.headers['content-encoding'];
      const decoded: Readable =
        encoding === 'br'
          ? response.pipe(createBrotliDecompress())
          : encoding === 'gzip'
            ? response.pipe(createGunzip())
            : response;
      decoded.setEncoding('utf8');
      decoded.on('data', (chunk: string) => {
        text += chunk;
        if (waiting && text.includes(waiting.part)) waiting.resolve();
      });
      decoded.on('end', done);
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
    })
      .on('error', reject)
      .end();
  });
  return {
    answer,
    until: (part: string) =>
      new Promise<string>((resolve) => {
        if (text.includes(part)) return resolve(text);
        waiting = { part, resolve: () => resolve(text) };
      }),
    rest: () => finished.then(() => text),
  };
}

describe('a server-rendered page is streamed: its head goes out before the render has finished', () => {
  let base = '';
  let close: () => Promise<unknown>;

  beforeAll(async () => {
    ({ base, close } = await startTestShell(await openPglite(), {}, { distDir: fakeDist() }));
  });
  afterAll(() => close());
  // A render left waiting would hold its answer, and the server's close, open.
  let finishRender = () => undefined as void;
  afterEach(() => finishRender());

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])('to accept-encoding %s, as %s', async (accept, encoding) => {
    gate.__slRenderGate = new Promise<void>((resolve) => (finishRender = resolve));
    const page = openPage(`${base}/racing/racecards`, accept);
    const { status, headers } = await page.answer;
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe(encoding);
    expect(String(headers.vary).toLowerCase()).toContain('accept-encoding');
    // While the render still waits: the head with its deferred script, and nothing of the content.
    const head = await page.until('<body>');
    expect(head).toContain('<script defer src="/assets/main.js"></script>');
    expect(head).toMatch(/<meta name="csp-nonce" property="csp-nonce" content="[A-Za-z0-9+/=]+" \/>/);
    expect(head).not.toContain('<h1>');
    finishRender();
    const html = await page.rest();
    expect(html.startsWith(head)).toBe(true);
    // The render's styles (with this answer's nonce) before its content, its data after, then the template's end.
    const nonce = /content="([A-Za-z0-9+/=]+)"/.exec(head)![1];
    expect(html).toContain(
      `<style nonce="${nonce}" data-styled="true">.a{color:red}</style><div id="root"><main><h1>Racecards</h1>` +
        '<p>/racing/racecards</p></main></div>',
    );
    expect(html).toMatch(/<\/div>\s*<script id="sl-queries" type="application\/json">/);
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('sends a HEAD the page unrendered, in one piece', async () => {
    gate.__slRenderGate = new Promise<void>((resolve) => (finishRender = resolve));
    const response = await fetch(`${base}/racing/racecards`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });
});
