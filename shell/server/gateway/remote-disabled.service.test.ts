import { openPglite } from '@sl/server-kit';
import { startFakeBuilds, type FakeBuilds } from '../test-support/fake-builds';
import { startTestShell, type TestShell } from '../test-support/test-shell';

describe('a disabled remote through the gateway', () => {
  let upstream: FakeBuilds;
  let shell: TestShell;

  beforeAll(async () => {
    upstream = await startFakeBuilds({
      '/api/horse-racing/v2/racing/live': { body: '{"live":[]}' },
      '/api/account/v1/auth/codes': { body: '{"codes":[]}' },
    });
    shell = await startTestShell(
      await openPglite(),
      {},
      {
        gateway: [
          { prefix: '/api/horse-racing', upstream: upstream.origin, remote: 'racing' },
          { prefix: '/api/account', upstream: upstream.origin },
        ],
      },
    );
  });
  afterAll(async () => {
    await shell.close();
    await upstream.close();
  });

  const boot = async () => {
    const html = await (await fetch(`${shell.base}/racing/racecards`)).text();
    const json = /<script id="sl-boot" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    return (JSON.parse(json ?? 'null') as { remotes: Array<{ name: string }> }).remotes.map((r) => r.name);
  };

  // The shell that made the change reads the registry afresh at once; other replicas within a second
  // (registry/remote-switch.test.ts).
  it('closes its API with a 404 that says why, as its pages fall back, and opens both again when enabled', async () => {
    expect((await fetch(`${shell.base}/api/horse-racing/v2/racing/live`)).status).toBe(200);

    expect(
      (await shell.call('POST', '/admin/registry/racing/disable', { reason: 'feed licence lapsed' })).status,
    ).toBe(200);
    expect(await boot()).not.toContain('racing');
    const closed = await fetch(`${shell.base}/api/horse-racing/v2/racing/live`);
    expect(closed.status).toBe(404);
    expect(await closed.json()).toEqual({
      error: {
        code: 'REMOTE_DISABLED',
        message: expect.stringMatching(/racing section is switched off, and \/api\/horse-racing with it/),
      },
    });
    // The account's API is no remote's: sign-in outlives any section.
    expect((await fetch(`${shell.base}/api/account/v1/auth/codes`)).status).toBe(200);

    expect(
      (await shell.call('POST', '/admin/registry/racing/enable', { reason: 'licence renewed' })).status,
    ).toBe(200);
    expect(await boot()).toContain('racing');
    expect((await fetch(`${shell.base}/api/horse-racing/v2/racing/live`)).status).toBe(200);
  });
});
