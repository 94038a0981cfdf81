import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { matchPath, racecardPath } from '@sl/contracts';
import { openPglite } from '@sl/server-kit';
import { listenForTest } from '@sl/server-kit/testing';
import { startTestShell } from '../test-support/test-shell';
import { seoRoutes } from './routes';

const ORIGIN = 'https://www.example.test';
// 23:30 UTC on 14 June is 00:30 on 15 June in London (BST): the sitemap's day is London's.
const DAY = '2026-06-15';

const RACECARDS = {
  date: DAY,
  meetings: [
    {
      courseName: 'Cheltenham',
      races: [
        { raceId: 11, title: 'Novices Hurdle', runners: 8 },
        { raceId: 12, title: 'Gold Cup (Grade 1)', runners: 12 },
      ],
    },
  ],
};
const team = (name: string) => ({ team: { id: 1, name }, score: [{ score: 0 }] });
const MATCHES = {
  matches: [
    {
      match_reference: { id: 77 },
      team_score_a: team('Brighton & Hove Albion'),
      team_score_b: team('Spurs'),
    },
  ],
};

/** Stand-in racing and football services on one port; either can be "down" (500). */
function stubSections() {
  const asked: string[] = [];
  const down = { racing: false, football: false };
  const server: Server = createServer((request, response) => {
    const url = request.url ?? '/';
    asked.push(url);
    const body =
      url === `/api/horse-racing/v2/racing/racecards/${DAY}` && !down.racing
        ? RACECARDS
        : url === `/api/football/v2/matches/date/${DAY}` && !down.football
          ? MATCHES
          : null;
    if (!body) {
      response.writeHead(500).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  return {
    asked,
    down,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('robots.txt and sitemap.xml', () => {
  const sections = stubSections();
  let app: FastifyInstance;
  let base: string;
  let clock = Date.parse('2026-06-14T23:30:00Z');
  beforeAll(async () => {
    const url = await sections.start();
    app = Fastify();
    await app.register(seoRoutes, {
      siteOrigin: `${ORIGIN}/`,
      racingUrl: url,
      footballUrl: url,
      now: () => new Date(clock),
    });
    base = await listenForTest(app);
  });
  afterAll(async () => {
    await app.close();
    await sections.stop();
  });

  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    return { response, text: await response.text() };
  };
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

  it('lets crawlers in, keeps them out of the private paths and names the sitemap by its absolute URL', async () => {
    const { response, text } = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = text.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /api/', 'Disallow: /admin/']));
    expect(lines).toContain('Disallow: /account');
    expect(lines).toContain('Disallow: /release-console');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("lists home, the menu's section pages and London-today's race cards and matches, by the route builders", async () => {
    sections.asked.length = 0;
    const { response, text } = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = locs(text);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/racing`,
        `${ORIGIN}/racing/racecards`,
        `${ORIGIN}/football`,
        `${ORIGIN}${racecardPath(DAY, 'Cheltenham', 11, 'Novices Hurdle')}`,
        `${ORIGIN}${racecardPath(DAY, 'Cheltenham', 12, 'Gold Cup (Grade 1)')}`,
        `${ORIGIN}${matchPath(77, 'Brighton & Hove Albion', 'Spurs')}`,
      ]),
    );
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.filter((u) => /my-stable|\/account|timeform-live/.test(u!))).toEqual([]);
    expect(text).toContain('<lastmod>2026-06-15T00:30:00+01:00</lastmod>');
    expect(sections.asked.sort()).toEqual([
      `/api/football/v2/matches/date/${DAY}`,
      `/api/horse-racing/v2/racing/racecards/${DAY}`,
    ]);
  });

  it('builds the sitemap again after 10 minutes, and after one minute only when a section was missing', async () => {
    clock += 11 * 60_000; // Past whatever the earlier tests cached.
    sections.down.football = true;
    const partial = locs((await get('/sitemap.xml')).text);
    expect(partial).toContain(`${ORIGIN}${racecardPath(DAY, 'Cheltenham', 11, 'Novices Hurdle')}`);
    expect(partial.filter((u) => u!.includes('/football/live/77/'))).toEqual([]);
    expect(partial).toContain(`${ORIGIN}/football`);

    sections.down.football = false;
    sections.asked.length = 0;
    clock += 30_000;
    await get('/sitemap.xml');
    expect(sections.asked).toEqual([]); // Still the partial one, for a minute.
    clock += 31_000;
    const whole = locs((await get('/sitemap.xml')).text);
    expect(whole).toContain(`${ORIGIN}${matchPath(77, 'Brighton & Hove Albion', 'Spurs')}`);
    expect(sections.asked).toHaveLength(2);

    sections.asked.length = 0;
    clock += 9 * 60_000;
    await get('/sitemap.xml');
    expect(sections.asked).toEqual([]); // A whole sitemap is kept 10 minutes.
    clock += 2 * 60_000;
    await get('/sitemap.xml');
    expect(sections.asked).toHaveLength(2);
  });

  it('lists the fixed pages when both sections are down', async () => {
    clock += 11 * 60_000;
    sections.down.racing = true;
    sections.down.football = true;
    try {
      const { response, text } = await get('/sitemap.xml');
      expect(response.status).toBe(200);
      expect(locs(text)).toContain(`${ORIGIN}/racing/racecards`);
      expect(locs(text).filter((u) => /\/racecard\/|\/live\/77\//.test(u!))).toEqual([]);
    } finally {
      sections.down.racing = false;
      sections.down.football = false;
    }
  });
});

describe('robots.txt and sitemap.xml in the shell', () => {
  it("are the shell's files at its public origin, not pages", async () => {
    const shell = await startTestShell(await openPglite(), { SHELL_ORIGIN: ORIGIN });
    try {
      const robots = await fetch(`${shell.base}/robots.txt`);
      expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await robots.text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
      // The sections are on ports nothing listens on: the sitemap still answers.
      const sitemap = await fetch(`${shell.base}/sitemap.xml`);
      expect(sitemap.status).toBe(200);
      expect(await sitemap.text()).toContain(`<loc>${ORIGIN}/</loc>`);
    } finally {
      await shell.close();
    }
  }, 60_000);
});
