import { testDatabases } from '@sl/server-kit/testing';
import { startTestShell, type TestShell } from '../test-support/test-shell';

describe.each(testDatabases())('request metrics on $label', ({ open }) => {
  let shell: TestShell;

  beforeAll(async () => {
    shell = await startTestShell(await open());
  });
  afterAll(() => shell.close());

  /** The value of one sample, 0 when it is not there. */
  const sample = (text: string, line: string) => {
    const found = text.split('\n').find((l) => l.startsWith(`${line} `));
    return found ? Number(found.split(' ').pop()) : 0;
  };

  it('counts responses by route pattern, method and status, and times them', async () => {
    const route = 'route="/api/site/feature-config",method="GET",status="200"';
    const before = sample(await shell.scrape(), `sl_shell_http_requests_total{${route}}`);
    expect((await fetch(`${shell.base}/api/site/feature-config`)).status).toBe(200);
    expect((await fetch(`${shell.base}/api/site/feature-config?x=1`)).status).toBe(200);
    const text = await shell.scrape();
    expect(sample(text, `sl_shell_http_requests_total{${route}}`)).toBe(before + 2);
    expect(sample(text, `sl_shell_http_request_duration_seconds_count{${route}}`)).toBe(before + 2);
    expect(text).toContain(`sl_shell_http_request_duration_seconds_bucket{le="10",${route}}`);
  });

  it('labels a refused request with its status', async () => {
    await fetch(`${shell.base}/metrics`);
    const text = await shell.scrape();
    expect(sample(text, 'sl_shell_http_requests_total{route="/metrics",method="GET",status="401"}')).toBe(1);
  });

  it('labels a path by the route it matched, never by the raw URL, so many URLs add no series', async () => {
    const get = async (path: string) => (await fetch(`${shell.base}${path}`)).body?.cancel();
    const series = (text: string) =>
      text.split('\n').filter((l) => l.startsWith('sl_shell_http_requests_total{'));
    // One of each kind first, and two scrapes, so every series these requests use exists already.
    await get('/img/no-such-image.png');
    await get('/no/such/page');
    await shell.scrape();
    const before = series(await shell.scrape());
    await Promise.all(
      Array.from({ length: 200 }, (_, i) => [
        get(`/img/no-such-image-${i}.png`),
        get(`/no/such/page-${i}?q=${i}`),
      ]).flat(),
    );
    const after = series(await shell.scrape());
    expect(after.join('\n')).not.toMatch(/no-such-image|page-/);
    expect(after.length).toBe(before.length);
  });

  it('labels a request no route matched as unmatched', async () => {
    // The page routes answer any GET; a PUT to an unknown path reaches the not-found handler.
    const response = await fetch(`${shell.base}/no/such/thing-${Date.now()}`, { method: 'PUT' });
    expect(response.status).toBe(404);
    const text = await shell.scrape();
    expect(sample(text, 'sl_shell_http_requests_total{route="unmatched",method="PUT",status="404"}')).toBe(1);
  });
});
