import { openPglite } from '@sl/server-kit';
import { REMOTE_FAILURES_METRIC } from '../../src/errors/remote-failures';
import { startTestShell, type TestShell } from '../test-support/test-shell';

describe("remote failures counted against the shell's own release registry", () => {
  let shell: TestShell;
  beforeAll(async () => {
    shell = await startTestShell(await openPglite());
  });
  afterAll(() => shell.close());

  const failure = (remote: string, version: string) =>
    fetch(`${shell.base}/metrics/counter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: REMOTE_FAILURES_METRIC, labels: { remote, version }, help: 'x' }),
    });

  it('takes the version the registry gives pages for a remote, and no other', async () => {
    const rows = (await (await shell.call('GET', '/admin/registry')).json()) as Array<{
      name: string;
      version: string;
    }>;
    const racing = rows.find((row) => row.name === 'racing');
    expect(racing?.version).toBeTruthy();
    expect((await failure('racing', racing?.version ?? '')).status).toBe(204);
    expect((await failure('racing', 'never-released')).status).toBe(400);
    expect(await shell.scrape()).toContain(
      `${REMOTE_FAILURES_METRIC}{remote="racing",version="${racing?.version}"} 1`,
    );
  });
});
