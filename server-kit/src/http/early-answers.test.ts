import type { Db } from '../db/db';
import { openPglite } from '../db/pglite';
import { listenForTest } from '../testing';
import { createService } from './service';

describe('early answers', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite();
  });
  afterAll(async () => {
    await db.close();
  });

  it('answer what they claim before Fastify sees it, and leave the rest to Fastify', async () => {
    const app = createService({ name: 'test', db, logger: false });
    const routed: string[] = [];
    app.addHook('onRequest', async (request) => {
      routed.push(request.url);
    });
    app.earlyAnswers.push((request, response) => {
      if (request.url !== '/early') return false;
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('early');
      return true;
    });
    app.get('/late', async () => ({ late: true }));
    const base = await listenForTest(app);
    try {
      const early = await fetch(`${base}/early`);
      expect([early.status, await early.text()]).toEqual([200, 'early']);
      const late = await fetch(`${base}/late`);
      expect([late.status, await late.json()]).toEqual([200, { late: true }]);
      // Fastify's own answers keep the house headers; a path nobody claims is Fastify's 404.
      expect(late.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await fetch(`${base}/nowhere`)).status).toBe(404);
      expect(routed).toEqual(['/late', '/nowhere']);
    } finally {
      await app.close();
    }
  });
});
