import type { Db } from '../db/db';
import { openPglite } from '../db/pglite';
import { listenForTest } from '../testing';
import { createService } from './service';
import { trustProxyFrom } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('believes no proxy unless told, every hop for true, or the listed addresses', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('')).toBe(false);
    expect(trustProxyFrom('false')).toBe(false);
    expect(trustProxyFrom('true')).toBe(true);
    expect(trustProxyFrom(' 127.0.0.1, ::1 ,10.0.0.0/8')).toEqual(['127.0.0.1', '::1', '10.0.0.0/8']);
  });

  describe('over HTTP', () => {
    let db: Db;
    const apps: Array<{ close: () => Promise<unknown> }> = [];
    const before = process.env.TRUST_PROXY;
    beforeAll(async () => {
      db = await openPglite();
    });
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
      await db.close();
      process.env.TRUST_PROXY = before;
    });

    async function clientIp(trust: string, forwardedFor: string): Promise<string> {
      process.env.TRUST_PROXY = trust;
      const app = createService({ name: 'trust-test', db, logger: false });
      app.get('/ip', async (request) => ({ ip: request.ip }));
      apps.push(app);
      const base = await listenForTest(app);
      const response = await fetch(`${base}/ip`, { headers: { 'x-forwarded-for': forwardedFor } });
      return ((await response.json()) as { ip: string }).ip;
    }

    it('behind a listed proxy takes the address the proxy added, not one the browser made up', async () => {
      // The browser sent "198.51.100.1"; the proxy (here, the test's own loopback) appended the peer it saw.
      expect(await clientIp('127.0.0.1,::1', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
      // Believing every hop believes the browser too: why `true` is only for chains that rewrite the header.
      expect(await clientIp('true', '198.51.100.1, 203.0.113.9')).toBe('198.51.100.1');
      expect(await clientIp('false', '198.51.100.1, 203.0.113.9')).toBe('127.0.0.1');
    });
  });
});
