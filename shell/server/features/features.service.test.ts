import { testDatabases } from '@sl/server-kit/testing';
import { startTestShell, type TestShell } from '../test-support/test-shell';

describe.each(testDatabases())('feature configuration on $label', ({ open }) => {
  let shell: TestShell;
  let base: string;

  beforeEach(async () => {
    shell = await startTestShell(await open());
    base = shell.base;
  });
  afterEach(() => shell.close());

  const call: TestShell['call'] = (...args) => shell.call(...args);
  const publicFlags = async () => {
    const response = await fetch(`${base}/api/site/feature-config`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { flags: Record<string, boolean> }).flags;
  };

  it('serves the spec defaults, all on, to anyone with a short public cache', async () => {
    const response = await fetch(`${base}/api/site/feature-config`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(((await response.json()) as { flags: unknown }).flags).toEqual({
      footballMovementIcons: true,
      footballBettingTab: true,
      customisableNavigation: true,
    });
  });

  it('a release manager switches a flag off and on, audited, and pages see it', async () => {
    const off = await call('PUT', '/admin/features/footballBettingTab', {
      reason: 'odds feed down',
      enabled: false,
    });
    expect(off.status).toBe(200);
    expect((await publicFlags()).footballBettingTab).toBe(false);
    await call('PUT', '/admin/features/footballBettingTab', { reason: 'test change', enabled: true });
    await call('PUT', '/admin/features/greyhounds', { reason: 'test change', enabled: false });
    expect(await publicFlags()).toMatchObject({ footballBettingTab: true, greyhounds: false });
    const audit = (await (await call('GET', '/admin/features/audit')).json()) as Array<{
      name: string;
      actor: string;
      before: boolean | null;
      after: boolean;
      reason: string;
    }>;
    expect(audit.map((a) => [a.name, a.actor, a.before, a.after, a.reason])).toEqual([
      ['greyhounds', 'rita@example.com', null, false, 'test change'],
      ['footballBettingTab', 'rita@example.com', false, true, 'test change'],
      ['footballBettingTab', 'rita@example.com', null, false, 'odds feed down'],
    ]);
  });

  it('refuses changes from anyone but a signed-in release manager, and leaves the flags alone', async () => {
    for (const [token, status] of [
      [null, 401],
      ['forged-token', 401],
      ['freddie-token', 403],
    ] as const) {
      const body = { reason: 'test change', enabled: false };
      expect((await call('PUT', '/admin/features/footballBettingTab', body, token)).status).toBe(status);
      expect((await call('GET', '/admin/features', undefined, token)).status).toBe(status);
    }
    expect((await publicFlags()).footballBettingTab).toBe(true);
  });

  it('answers 400 with a message for a bad name or body, and stores nothing', async () => {
    for (const [name, body] of [
      ['Bad-Name', { enabled: false, reason: 'r' }],
      ['x', { enabled: false, reason: 'r' }],
      ['footballBettingTab', { enabled: 'no', reason: 'r' }],
      ['footballBettingTab', { enabled: false, extra: 1, reason: 'r' }],
      ['footballBettingTab', {}],
      // A change says why.
      ['footballBettingTab', { enabled: false }],
      ['footballBettingTab', { enabled: false, reason: ' ' }],
    ] as const) {
      const response = await call('PUT', `/admin/features/${name}`, body);
      expect(response.status).toBe(400);
      const payload = (await response.json()) as { error: { message: string } };
      expect(payload.error.message.length).toBeGreaterThan(5);
    }
    expect(await publicFlags()).toEqual({
      footballMovementIcons: true,
      footballBettingTab: true,
      customisableNavigation: true,
    });
  });
});
