import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testDatabases } from '@sl/server-kit/testing';
import { startTestShell, type TestShell } from '../test-support/test-shell';

/** A stand-in football service: it knows one team, and records what it was asked. */
function stubFootball(options: { hang?: boolean } = {}) {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    if (url.pathname !== '/api/football/v2/page-status') {
      response.writeHead(404).end();
      return;
    }
    const path = url.searchParams.get('path') ?? '';
    asked.push(path);
    if (options.hang) return; // Never answers: the shell must not wait for it.
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ path, found: path !== '/football/team/nobody-fc/999999' }));
  });
  return {
    asked,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Each test starts its own shell (migrations on a fresh database): slow on a busy machine.
const START_MS = 60_000;

describe.each(testDatabases())('page status codes on $label', ({ open }) => {
  let shell: TestShell | undefined;
  afterEach(async () => {
    await shell?.close();
    shell = undefined;
  });

  const page = async (path: string) => {
    const response = await fetch(`${shell!.base}${path}`);
    const html = await response.text();
    return { status: response.status, html, type: response.headers.get('content-type') };
  };

  it(
    'answers 404 for an entity the owning section does not know, 200 for one it does',
    async () => {
      const football = stubFootball();
      const url = await football.start();
      try {
        shell = await startTestShell(await open(), { FOOTBALL_INTERNAL_URL: url });
        const unknown = await page('/football/team/nobody-fc/999999');
        expect(unknown.status).toBe(404);
        expect(unknown.type).toContain('text/html');
        expect(unknown.html).toContain('id="sl-boot"');
        expect((await page('/football/team/arsenal/1000')).status).toBe(200);
        expect((await page('/football/team/arsenal/1000/?tab=x')).status).toBe(200);
        expect(football.asked).toEqual([
          '/football/team/nobody-fc/999999',
          '/football/team/arsenal/1000',
          '/football/team/arsenal/1000',
        ]);
      } finally {
        await football.stop();
      }
    },
    START_MS,
  );

  it(
    'answers 404 for paths in no section, without asking any section',
    async () => {
      const football = stubFootball();
      const url = await football.start();
      try {
        shell = await startTestShell(await open(), { FOOTBALL_INTERNAL_URL: url });
        for (const path of ['/no-such-section', '/footballx/team/1', '/wp-admin']) {
          expect([path, (await page(path)).status]).toEqual([path, 404]);
        }
        expect((await page('/privacy')).status).toBe(200);
        expect(football.asked).toEqual([]);
      } finally {
        await football.stop();
      }
    },
    START_MS,
  );

  it(
    'serves the page (200, the remote decides) when the section service is down',
    async () => {
      // TEST_SECTION_ENV points football at a port nothing listens on.
      shell = await startTestShell(await open());
      const response = await page('/football/team/nobody-fc/999999');
      expect(response.status).toBe(200);
      expect(response.html).toContain('id="sl-boot"');
    },
    START_MS,
  );

  it(
    'serves the page (200) when the section service does not answer in time',
    async () => {
      const football = stubFootball({ hang: true });
      const url = await football.start();
      try {
        shell = await startTestShell(await open(), { FOOTBALL_INTERNAL_URL: url });
        expect((await page('/football/team/nobody-fc/999999')).status).toBe(200);
        expect(football.asked).toEqual(['/football/team/nobody-fc/999999']);
      } finally {
        await shell?.close();
        shell = undefined;
        await football.stop();
      }
    },
    START_MS,
  );
});
