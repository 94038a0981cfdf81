import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openPglite } from '@sl/server-kit';
import { startTestShell, type TestShell } from '../test-support/test-shell';

const RSS =
  '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Sporting Life</title>' +
  '<link>https://www.example.test/</link><description>News</description></channel></rss>\n';

describe('/feed', () => {
  let promos: Server;
  let shell: TestShell;
  let down: TestShell;
  beforeAll(async () => {
    promos = createServer((request, response) => {
      if (request.url === '/api/content/v1/rss') {
        response.writeHead(200, {
          'content-type': 'application/rss+xml; charset=utf-8',
          'cache-control': 'public, max-age=300',
        });
        response.end(RSS);
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => promos.listen(0, '127.0.0.1', resolve));
    const { port } = promos.address() as AddressInfo;
    shell = await startTestShell(await openPglite(), { PROMOS_INTERNAL_URL: `http://127.0.0.1:${port}` });
    down = await startTestShell(await openPglite(), { PROMOS_INTERNAL_URL: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await shell.close();
    await down.close();
    await new Promise((resolve) => promos.close(resolve));
  });

  it('passes the content store’s RSS document through at the site’s own address', async () => {
    const response = await fetch(`${shell.base}/feed`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.text()).toBe(RSS);
  });

  it('gives a browser asking for HTML the page, which shows the feed to people', async () => {
    const response = await fetch(`${shell.base}/feed`, {
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const reader = await fetch(`${shell.base}/feed`, {
      headers: { accept: 'application/rss+xml, application/xml;q=0.9, text/html;q=0.5' },
    });
    // By Accept (page or feed), and by encoding: the RSS text goes out compressed to a reader that accepts it.
    expect(reader.headers.get('vary')).toBe('Accept, accept-encoding');
    expect(await reader.text()).toBe(RSS);
  });

  it('answers 502, not the HTML page, when the content store is down', async () => {
    const response = await fetch(`${down.base}/feed`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: { code: 'UPSTREAM_UNAVAILABLE', message: 'The news feed is unavailable right now' },
    });
  });
});
