import type { Db } from '../db/db';
import { openPglite } from '../db/pglite';
import { listenForTest } from '../testing';
import { createService } from './service';

/** A database whose every query fails, as one does when its server has gone away. */
function unreachable(db: Db): Db {
  return {
    ...db,
    query: () => Promise.reject(new Error('connection refused')),
  };
}

describe('health and readiness over HTTP', () => {
  let db: Db;
  const apps: Array<{ close: () => Promise<unknown> }> = [];

  beforeAll(async () => {
    db = await openPglite();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await db.close();
  });

  async function start(database: Db): Promise<string> {
    const app = createService({ name: 'health-test', db: database, logger: false });
    apps.push(app);
    return listenForTest(app);
  }

  it('answers /healthz with the service name and /readyz with the database kind once the database answers', async () => {
    const base = await start(db);
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', service: 'health-test', pid: process.pid });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      service: 'health-test',
      db: 'pglite',
      pid: process.pid,
    });
  });

  it('stays live but answers /readyz 503 with the house error body when the database does not answer', async () => {
    const base = await start(unreachable(db));
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      error: { code: 'NOT_READY', message: 'database unreachable: connection refused' },
    });
  });

  it('answers a route whose database is away 503 with Retry-After, and a bug in a route still 500', async () => {
    const app = createService({ name: 'health-test', db, logger: false });
    apps.push(app);
    const restarting = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    app.get('/api/rows', async () => {
      throw restarting;
    });
    app.get('/api/bug', async () => {
      throw new TypeError('boom');
    });
    const base = await listenForTest(app);
    const away = await fetch(`${base}/api/rows`);
    expect(away.status).toBe(503);
    expect(away.headers.get('retry-after')).toBe('2');
    expect(away.headers.get('cache-control')).toBe('no-store');
    expect(await away.json()).toEqual({
      error: {
        code: 'UNAVAILABLE',
        message: 'This service cannot reach its data for a moment. Try again shortly.',
      },
    });
    expect((await fetch(`${base}/api/bug`)).status).toBe(500);
  });

  it('serves the last public answer of a URL while its database is away, marked stale; never a private one', async () => {
    const app = createService({ name: 'health-test', db, logger: false });
    apps.push(app);
    let down = false;
    let version = 1;
    const away = () => Object.assign(new Error('the database system is starting up'), { code: '57P03' });
    app.get('/api/fixtures/:day', async (request) => {
      if (down) throw away();
      return { day: (request.params as { day: string }).day, version };
    });
    app.get('/api/settings', async (_request, reply) => {
      if (down) throw away();
      return reply.header('Cache-Control', 'no-cache').send({ settings: version });
    });
    app.get('/api/mine', async (_request, reply) => {
      if (down) throw away();
      return reply.header('Cache-Control', 'private, no-store').send({ mine: true });
    });
    const base = await listenForTest(app);
    expect(await (await fetch(`${base}/api/fixtures/today`)).json()).toEqual({ day: 'today', version: 1 });
    await fetch(`${base}/api/fixtures/today`, { headers: { authorization: 'Bearer someone' } });
    expect((await fetch(`${base}/api/mine`)).status).toBe(200);
    await fetch(`${base}/api/settings`);
    version = 2;

    down = true;
    const stale = await fetch(`${base}/api/fixtures/today`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('sl-stale')).toBe('1');
    expect(stale.headers.get('cache-control')).toBe('no-store');
    expect(await stale.json()).toEqual({ day: 'today', version: 1 });
    expect(await (await fetch(`${base}/api/settings`)).json()).toEqual({ settings: 1 });
    expect((await fetch(`${base}/api/fixtures/tomorrow`)).status).toBe(503);
    expect((await fetch(`${base}/api/mine`)).status).toBe(503);

    down = false;
    const fresh = await fetch(`${base}/api/fixtures/today`);
    expect(fresh.headers.get('sl-stale')).toBeNull();
    expect(await fresh.json()).toEqual({ day: 'today', version: 2 });
  });
});
