import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PageHead } from '@sl/contracts';
import { pageInfoSource } from './page-status';

const HEAD: PageHead = {
  title: 'Arsenal v Chelsea | Premier League',
  description: 'Arsenal v Chelsea, Premier League.',
  event: { name: 'Arsenal v Chelsea', startDate: '2026-06-13T15:00:00+01:00', sport: 'Football' },
};

/** A stand-in football service: each path gets its own answer; it records what it was asked. */
function stubFootball(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    const path = url.searchParams.get('path') ?? '';
    asked.push(path);
    if (url.pathname !== '/api/football/v2/page-status' || !(path in answers)) {
      response.writeHead(500).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answers[path]));
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

describe('pageInfoSource', () => {
  const MATCH = '/football/live/7/arsenal-vs-chelsea';
  const TEAM = '/football/team/arsenal/1000';
  const TOO_LONG = '/football/team/long/1';
  const BAD_DATE = '/football/live/8/x';
  const GONE = '/football/team/nobody/9';
  const football = stubFootball({
    [MATCH]: { path: MATCH, found: true, head: HEAD },
    [TEAM]: { path: TEAM, found: true },
    [TOO_LONG]: { path: TOO_LONG, found: true, head: { title: 'x'.repeat(201), description: 'd' } },
    [BAD_DATE]: {
      path: BAD_DATE,
      found: true,
      head: { ...HEAD, event: { ...HEAD.event, startDate: 'soon' } },
    },
    [GONE]: { path: GONE, found: false, head: HEAD },
  });
  let info: ReturnType<typeof pageInfoSource>;
  beforeAll(async () => {
    const url = await football.start();
    info = pageInfoSource({ upstream: () => url });
  });
  afterAll(() => football.stop());

  it("gives the section's head with the status, asking about the path without its trailing slash", async () => {
    expect(await info(`${MATCH}/`)).toEqual({ status: 200, head: HEAD });
    expect(await info(TEAM)).toEqual({ status: 200, head: null });
    expect(await info(GONE)).toEqual({ status: 404, head: null });
    expect(football.asked.slice(0, 3)).toEqual([MATCH, TEAM, GONE]);
  });

  it('drops a head that breaks the schema (too long, not a date) and keeps the page', async () => {
    expect(await info(TOO_LONG)).toEqual({ status: 200, head: null });
    expect(await info(BAD_DATE)).toEqual({ status: 200, head: null });
  });

  it('serves the page with no head when the section fails, and 404s paths in no section without asking', async () => {
    const before = football.asked.length;
    expect(await info('/football/team/unknown-to-stub/5')).toEqual({ status: 200, head: null });
    expect(await info('/no-such-section')).toEqual({ status: 404, head: null });
    expect(await info('/privacy')).toEqual({ status: 200, head: null });
    expect(football.asked.length).toBe(before + 1);
  });

  it("404s a path outside the section's route table without asking, so a slow section cannot turn it into a 200", async () => {
    const hanging = pageInfoSource({
      upstream: () => 'http://127.0.0.1:9',
      timeoutMs: 50,
      fetchImpl: () => new Promise<Response>(() => {}),
    });
    for (const path of [
      '/racing/no-such-page',
      '/football/no-such-page',
      '/greyhounds/no/such/page',
      '/tips/x/y/z',
      '/darts/no-such-page',
      '/royal-ascot/nothing',
    ])
      expect([path, await hanging(path)]).toEqual([path, { status: 404, head: null }]);
    const before = football.asked.length;
    expect(await info('/football/no-such-page')).toEqual({ status: 404, head: null });
    expect(football.asked.length).toBe(before);
  });
});
