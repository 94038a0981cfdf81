import { testDatabases } from '@sl/server-kit/testing';
import { startTestShell, type TestShell } from '../test-support/test-shell';

describe.each(testDatabases())('client error pixel on $label', ({ open }) => {
  let shell: TestShell;

  beforeEach(async () => {
    shell = await startTestShell(await open());
  });
  afterEach(() => shell.close());

  const pixel = (query: Record<string, string>) =>
    fetch(`${shell.base}/1x1.gif?${new URLSearchParams(query).toString()}`);
  const errorCount = async (type: string) => {
    const text = await shell.scrape();
    const line = text.split('\n').find((l) => l.startsWith(`sl_shell_client_errors_total{type="${type}"} `));
    return line ? Number(line.split(' ').pop()) : 0;
  };

  it('answers GET /1x1.gif?type&Cache-Bust&message with an uncached 1x1 GIF and counts the error by type', async () => {
    const response = await pixel({
      type: 'bridge',
      'Cache-Bust': '1795444241531',
      message: 'Mozilla/5.0 (iPhone) bridge gone TypeError: x | at y (app.js:1:2)',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect([body.readUInt16LE(6), body.readUInt16LE(8)]).toEqual([1, 1]);
    expect(await errorCount('bridge')).toBe(1);
    await pixel({ type: 'bridge', 'Cache-Bust': '1795444241532', message: 'again' });
    expect(await errorCount('bridge')).toBe(2);
  });

  it('counts an unknown type as other, so the metric labels stay bounded', async () => {
    expect((await pixel({ type: 'made-up', 'Cache-Bust': '1', message: 'x' })).status).toBe(200);
    expect(await errorCount('other')).toBe(1);
    expect(await errorCount('made-up')).toBe(0);
  });

  it('refuses an over-long message with a 400 and a message, and counts nothing', async () => {
    const response = await pixel({ type: 'error', 'Cache-Bust': '1', message: 'x'.repeat(2001) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.message).toMatch(/message/);
    expect(await errorCount('error')).toBe(0);
  });
});
