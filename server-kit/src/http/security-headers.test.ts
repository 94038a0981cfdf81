import type { Db } from '../db/db';
import { openPglite } from '../db/pglite';
import { listenForTest } from '../testing';
import { createService } from './service';
import { API_CSP, HSTS } from './security-headers';

describe('security headers on every response', () => {
  let db: Db;
  const apps: Array<{ close: () => Promise<unknown> }> = [];
  const trustProxy = process.env.TRUST_PROXY;

  beforeAll(async () => {
    db = await openPglite();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await db.close();
    process.env.TRUST_PROXY = trustProxy;
  });

  /** A service with a JSON route, a plain-text route and a page that sets its own policy. */
  async function start(trust: boolean): Promise<string> {
    process.env.TRUST_PROXY = trust ? 'true' : 'false';
    const app = createService({ name: 'headers-test', db, logger: false });
    app.get('/api/thing', async () => ({ ok: true }));
    app.get('/file.js', async (_request, reply) => reply.type('text/javascript').send('export {};'));
    app.get('/page', async (_request, reply) =>
      reply
        .type('text/html')
        .header('Content-Security-Policy', "default-src 'self'")
        .header('Strict-Transport-Security', 'max-age=60')
        .send('<!doctype html><title>page</title>'),
    );
    apps.push(app);
    return listenForTest(app);
  }

  it('denies powerful browser features everywhere, and gives JSON answers a policy that loads and frames nothing', async () => {
    const base = await start(false);
    for (const path of ['/api/thing', '/file.js', '/page', '/healthz', '/no-such-route']) {
      const response = await fetch(`${base}${path}`);
      const policy = response.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
        expect(policy).toContain(feature);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const json = await fetch(`${base}/api/thing`);
    expect(json.headers.get('content-security-policy')).toBe(API_CSP);
    expect(json.headers.get('x-frame-options')).toBe('DENY');
    // The house 404 body is JSON too.
    expect((await fetch(`${base}/no-such-route`)).headers.get('content-security-policy')).toBe(API_CSP);
    // A script keeps the permissive default (a policy on it would govern it as a worker), a page its own.
    const script = await fetch(`${base}/file.js`);
    expect(script.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect((await fetch(`${base}/page`)).headers.get('content-security-policy')).toBe("default-src 'self'");
  });

  it('sends HSTS only when the request came over HTTPS, believing X-Forwarded-Proto only behind a trusted proxy', async () => {
    const https = { headers: { 'x-forwarded-proto': 'https' } };
    const trusted = await start(true);
    expect((await fetch(`${trusted}/api/thing`, https)).headers.get('strict-transport-security')).toBe(HSTS);
    expect((await fetch(`${trusted}/file.js`, https)).headers.get('strict-transport-security')).toBe(HSTS);
    // A page's own value stands.
    expect((await fetch(`${trusted}/page`, https)).headers.get('strict-transport-security')).toBe(
      'max-age=60',
    );
    expect((await fetch(`${trusted}/api/thing`)).headers.get('strict-transport-security')).toBeNull();

    const untrusted = await start(false);
    expect(
      (await fetch(`${untrusted}/api/thing`, https)).headers.get('strict-transport-security'),
    ).toBeNull();
  });
});
