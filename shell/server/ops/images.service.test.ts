import { testDatabases } from '@sl/server-kit/testing';
import { startTestShell, type TestShell } from '../test-support/test-shell';

describe.each(testDatabases())('shell images on $label', ({ open }) => {
  let shell: TestShell;

  beforeEach(async () => {
    shell = await startTestShell(await open());
  });
  afterEach(() => shell.close());

  it.each(['betfair', 'paddypower', 'skybet'])(
    'serves /img/bookmakers/%s.png as a 144 x 48 PNG, cached for a week',
    async (name) => {
      const response = await fetch(`${shell.base}/img/bookmakers/${name}.png`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([144, 48]);
    },
  );

  it('answers a missing image with a JSON 404, not the page', async () => {
    const response = await fetch(`${shell.base}/img/bookmakers/nobody.png`);
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({ code: 'NOT_FOUND', message: 'No image at /img/bookmakers/nobody.png' });
  });

  it('serves nothing outside the image folder', async () => {
    const response = await fetch(`${shell.base}/img/..%2f..%2fdraw-bookmaker-logos.ts`);
    expect(response.status).not.toBe(200);
  });
});
