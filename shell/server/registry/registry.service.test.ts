import type { RegistryRow } from '@sl/contracts';
import { testDatabases } from '@sl/server-kit/testing';
import { startTestShell, type TestShell } from '../test-support/test-shell';
import type { ReleaseVerifier } from './verify';

/** These tests are about the registry's bookkeeping, so every build passes (verify.test.ts checks builds). */
const acceptAnyBuild: ReleaseVerifier = async (_remote, manifestUrl) => ({
  remoteEntry: new URL('remoteEntry.js', manifestUrl).toString(),
  integrity: 'sha384-accepted-in-tests',
  contractsVersion: '0.1.0',
});

describe.each(testDatabases())('release registry on $label', ({ open }) => {
  let shell: TestShell;
  let base: string;

  beforeEach(async () => {
    shell = await startTestShell(await open(), {}, { verifyRelease: acceptAnyBuild });
    base = shell.base;
  });
  afterEach(() => shell.close());

  const admin: TestShell['call'] = (...args) => shell.call(...args);

  const bootOf = async () => {
    const html = await (await fetch(`${base}/racing/racecards`)).text();
    const json = /<script id="sl-boot" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    return JSON.parse(json ?? 'null') as { remotes: Array<{ name: string; entry: string; version: string }> };
  };

  it('seeds one row per remote pointing at each section origin', async () => {
    const rows = (await (await admin('GET', '/admin/registry')).json()) as RegistryRow[];
    expect(rows.map((r) => [r.name, r.entry, r.enabled])).toEqual([
      ['account', 'http://localhost:3904/mf-manifest.json', true],
      ['football', 'http://localhost:3902/mf-manifest.json', true],
      ['promos', 'http://localhost:3903/mf-manifest.json', true],
      ['racing', 'http://localhost:3901/mf-manifest.json', true],
    ]);
  });

  it('admits only a person signed in with the release-manager role, and every change needs a reason', async () => {
    for (const [token, status, code] of [
      [null, 401, 'SIGN_IN_REQUIRED'],
      ['forged-token', 401, 'INVALID_ACCESS_TOKEN'],
      // A member the identity provider knows, without the role.
      ['freddie-token', 403, 'NOT_A_RELEASE_MANAGER'],
    ] as const) {
      for (const [method, route] of [
        ['POST', '/admin/registry/promos/disable'],
        ['GET', '/admin/registry'],
        ['GET', '/admin/registry/audit'],
      ]) {
        const body = method === 'GET' ? undefined : { reason: 'test change' };
        const response = await admin(method!, route!, body, token);
        expect([method, route, response.status]).toEqual([method, route, status]);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
      }
    }
    for (const body of [undefined, {}, { reason: '   ' }]) {
      const response = await admin('POST', '/admin/registry/promos/disable', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('REASON_REQUIRED');
    }
    const rows = (await (await admin('GET', '/admin/registry')).json()) as RegistryRow[];
    expect(rows.find((r) => r.name === 'promos')?.enabled).toBe(true);

    // The release manager's change is audited under their name, with their reason.
    expect((await admin('POST', '/admin/registry/promos/disable', { reason: 'banner bug' })).status).toBe(
      200,
    );
    const [entry] = (await (await admin('GET', '/admin/registry/audit?limit=1')).json()) as Array<{
      action: string;
      actor: string;
      reason: string;
    }>;
    expect(entry).toMatchObject({ action: 'disable', actor: 'rita@example.com', reason: 'banner bug' });
    await admin('POST', '/admin/registry/promos/enable', { reason: 'fixed' });
  });

  it.each([
    [
      'a name no remote can have',
      'PUT',
      '/admin/registry/Casino!',
      { entry: 'http://x.example/mf-manifest.json' },
    ],
    ['a relative entry', 'PUT', '/admin/registry/racing', { entry: '/mf-manifest.json' }],
    ['a javascript: entry', 'PUT', '/admin/registry/racing', { entry: 'javascript:alert(1)//.json' }],
    [
      'an entry that is not a manifest',
      'PUT',
      '/admin/registry/racing',
      { entry: 'http://x.example/remoteEntry.js' },
    ],
    ['an unexpected field', 'PUT', '/admin/registry/racing', { entry: 'http://x.example/m.json', extra: 1 }],
    [
      'a window that ends before it starts',
      'PUT',
      '/admin/registry/racing/schedule',
      { entry: 'http://x.example/m.json', from: '2027-03-14T00:00:00Z', to: '2027-03-10T00:00:00Z' },
    ],
    [
      'a window with a bad date',
      'PUT',
      '/admin/registry/racing/schedule',
      { entry: 'http://x.example/m.json', from: 'soon', to: '2027-03-10T00:00:00Z' },
    ],
  ])('rejects %s with 400 and a message', async (_what, method, route, body) => {
    const response = await admin(method, route, body);
    expect(response.status).toBe(400);
    const payload = (await response.json()) as { error: { code: string; message: string } };
    expect(payload.error.message.length).toBeGreaterThan(5);
  });

  it('answers 404 for a remote the registry does not have, and changes nothing', async () => {
    const response = await admin('PUT', '/admin/registry/casino', {
      entry: 'http://x.example/mf-manifest.json',
      reason: 'test change',
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'No remote "casino" in the registry',
    );
    expect((await (await admin('GET', '/admin/registry')).json()) as unknown[]).toHaveLength(4);
  });

  it('sets, rolls back and audits, and the next page load sees each change', async () => {
    const canary = 'http://localhost:3901/builds/canary/mf-manifest.json';
    const set = await admin('PUT', '/admin/registry/racing', {
      reason: 'test change',
      entry: canary,
      version: 'canary',
    });
    expect(set.status).toBe(200);
    expect((await bootOf()).remotes.find((r) => r.name === 'racing')).toEqual({
      name: 'racing',
      entry: canary,
      version: 'canary',
      // The default entry the site was deployed with is the last good version.
      fallback: { entry: 'http://localhost:3901/mf-manifest.json', version: 'local' },
    });

    const rolled = (await (
      await admin('POST', '/admin/registry/racing/rollback', { reason: 'test change' })
    ).json()) as RegistryRow;
    // Nothing older than the seeded default is left to roll back to (the canary is now a rolled-back version).
    expect(rolled).toMatchObject({ entry: 'http://localhost:3901/mf-manifest.json', previousEntry: null });
    expect((await bootOf()).remotes.find((r) => r.name === 'racing')?.entry).toBe(
      'http://localhost:3901/mf-manifest.json',
    );

    const audit = (await (await admin('GET', '/admin/registry/audit?limit=2')).json()) as Array<{
      action: string;
      before: RegistryRow;
      after: RegistryRow;
    }>;
    expect(audit.map((a) => a.action)).toEqual(['rollback', 'set']);
    expect(audit[1]?.before.entry).toBe('http://localhost:3901/mf-manifest.json');
    expect(audit[1]?.after.entry).toBe(canary);
  });

  it('refuses a rollback with nothing to roll back to', async () => {
    const response = await admin('POST', '/admin/registry/football/rollback', { reason: 'test change' });
    expect(response.status).toBe(409);
  });

  it('leaves a disabled remote out of the page and out of its Content-Security-Policy', async () => {
    await admin('POST', '/admin/registry/promos/disable', { reason: 'test change' });
    const response = await fetch(`${base}/`);
    const html = await response.text();
    expect(html).not.toContain('localhost:3903');
    expect(response.headers.get('content-security-policy')).not.toContain('localhost:3903');
    expect(response.headers.get('content-security-policy')).toContain(
      "script-src 'self' http://localhost:3901",
    );
    expect((await bootOf()).remotes.map((r) => r.name)).not.toContain('promos');
    await admin('POST', '/admin/registry/promos/enable', { reason: 'test change' });
    expect((await bootOf()).remotes.map((r) => r.name)).toContain('promos');
  });

  it('serves the festival entry only inside its window', async () => {
    const festival = 'https://festival.example/racing/mf-manifest.json';
    const from = new Date(Date.now() - 60_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    expect(
      (
        await admin('PUT', '/admin/registry/racing/schedule', {
          reason: 'test change',
          entry: festival,
          from,
          to,
        })
      ).status,
    ).toBe(200);
    expect((await bootOf()).remotes.find((r) => r.name === 'racing')?.entry).toBe(festival);
    await admin('PUT', '/admin/registry/racing/schedule', {
      reason: 'test change',
      entry: festival,
      from: new Date(Date.now() + 60_000).toISOString(),
      to: new Date(Date.now() + 120_000).toISOString(),
    });
    expect((await bootOf()).remotes.find((r) => r.name === 'racing')?.entry).toBe(
      'http://localhost:3901/mf-manifest.json',
    );
  });

  it('sends the page with security and cache headers, and a registry no script can break out of', async () => {
    await admin('PUT', '/admin/registry/racing', {
      reason: 'test change',
      entry: 'http://localhost:3901/a</script><script>x/mf-manifest.json',
    });
    // A returning visitor (with a visitor id) and no rollout running: the page may sit in a shared cache.
    const response = await fetch(`${base}/`, { headers: { cookie: 'sl_vid=returning-visitor-0001' } });
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();
    expect(html.match(/<\/script>/g)?.length).toBe(1);
  });

  it('answers unknown API and admin paths with a JSON 404, and bodies too large with 413', async () => {
    const missing = await fetch(`${base}/admin/nothing-here`);
    expect(missing.status).toBe(404);
    const api = await fetch(`${base}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No API route for GET /api/nothing-here' },
    });
    const big = await admin('PUT', '/admin/registry/racing', {
      reason: 'test change',
      entry: `http://x.example/${'a'.repeat(100_000)}.json`,
    });
    expect(big.status).toBe(413);
  });
});
