import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createService, openPglite, type Db } from '@sl/server-kit';
import { getRaw, listenForTest } from '@sl/server-kit/testing';
import { gatewayRoutes } from './gateway';

/** About 20 KB of a day's fixtures, as a section answers them. */
const DAY = Array.from({ length: 120 }, (_, i) => ({
  match_id: 5000 + i,
  home_team: { team_id: i, team_name: `Home ${i} Athletic` },
  away_team: { team_id: i + 400, team_name: `Away ${i} Wanderers` },
  state: i % 3 === 0 ? 'LIVE' : 'FIXTURE',
}));
const DAY_JSON = JSON.stringify(DAY);

interface Heard {
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
}

/** A real section service (server-kit: compression, ETags, default Cache-Control) answering one day list. */
async function startSection(db: Db) {
  const heard: Heard[] = [];
  const app = createService({ name: 'football', db, logger: false });
  await app.register(async (routes) => {
    routes.get('/api/football/v2/matches/date/:date', async (request) => {
      heard.push({
        acceptEncoding: request.headers['accept-encoding'],
        ifNoneMatch: request.headers['if-none-match'],
      });
      return DAY;
    });
    routes.get('/api/football/v2/small', async () => ({ matches: 0 }));
  });
  const url = await listenForTest(app);
  const connections = () =>
    new Promise<number>((resolve, reject) =>
      app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
  return { url, heard, connections, close: () => app.close() };
}

/** The shell: the house service (which compresses what it answers itself) with the gateway in front of the section. */
async function startShell(db: Db, upstream: string) {
  const logs: string[] = [];
  const app = createService({
    name: 'shell',
    db,
    logger: { level: 'warn', stream: { write: (line: string) => void logs.push(line) } },
  });
  await app.register(gatewayRoutes, { routes: [{ prefix: '/api/football', upstream }] });
  const base = await listenForTest(app);
  return { base, logs, close: () => app.close() };
}

describe('the /api gateway and encodings', () => {
  let db: Db;
  let section: Awaited<ReturnType<typeof startSection>>;
  let shell: Awaited<ReturnType<typeof startShell>>;
  const path = '/api/football/v2/matches/date/2026-11-28';

  beforeAll(async () => {
    db = await openPglite();
    section = await startSection(db);
    shell = await startShell(db, section.url);
  });
  afterAll(async () => {
    await shell.close();
    await section.close();
    await db.close();
  });

  it('forwards the browser’s Accept-Encoding and passes the section’s brotli answer through once, unchanged', async () => {
    const direct = await getRaw(`${section.url}${path}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const response = await getRaw(`${shell.base}${path}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(section.heard.at(-1)?.acceptEncoding).toBe('gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    // Decodes in one step to the section's JSON: encoded once, by the section, not again by the shell.
    expect(JSON.parse(brotliDecompressSync(response.body).toString())).toEqual(DAY);
    expect(response.body.equals(direct.body)).toBe(true);
    expect(response.body.length).toBeLessThan(DAY_JSON.length / 4);
    expect(response.headers.vary?.toLowerCase()).toContain('accept-encoding');
    expect(response.headers.etag).toBe(direct.headers.etag);
    expect(response.headers['cache-control']).toBe(direct.headers['cache-control']);
    expect(shell.logs.filter((line) => /ERR_HTTP_HEADERS_SENT|already sent/i.test(line))).toEqual([]);
  });

  it('passes gzip through for a client that accepts only gzip', async () => {
    const response = await getRaw(`${shell.base}${path}`, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.body).toString())).toEqual(DAY);
  });

  it('sends plain JSON to a client that asks for no encoding', async () => {
    const response = await getRaw(`${shell.base}${path}`);
    expect(section.heard.at(-1)?.acceptEncoding).toBeUndefined();
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(DAY_JSON);
  });

  it('does not compress a small answer the section left plain', async () => {
    const response = await getRaw(`${shell.base}/api/football/v2/small`, { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString())).toEqual({ matches: 0 });
  });

  it('forwards If-None-Match and passes the section’s 304 on with no body, poll after poll', async () => {
    const first = await getRaw(`${shell.base}${path}`, { 'accept-encoding': 'br' });
    const etag = first.headers.etag ?? '';
    expect(etag).toMatch(/^W\/"/);
    for (let poll = 0; poll < 30; poll += 1) {
      const again = await getRaw(`${shell.base}${path}`, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    expect(section.heard.at(-1)?.ifNoneMatch).toBe(etag);
    // Each 304's (empty) answer is read to its end, so its connection to the section is used again: left unread,
    // every poll held one more connection open (30 here).
    expect(await section.connections()).toBeLessThanOrEqual(3);
    const fresh = await getRaw(`${shell.base}${path}`, { 'accept-encoding': 'br' });
    expect(fresh.status).toBe(200);
    expect(JSON.parse(brotliDecompressSync(fresh.body).toString())).toEqual(DAY);
  });
});
