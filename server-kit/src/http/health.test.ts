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
});
