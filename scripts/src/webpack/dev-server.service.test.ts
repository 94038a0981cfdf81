import http from 'node:http';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { freePorts } from '../start/site';
import { packageConfig } from './package-config';

/**
 * `npm run dev -w @sl/mfe-account` for real: the account remote (the smallest, about 5 s to compile) under
 * webpack-dev-server on a free port, its service stood in for by a server that echoes what reached it.
 */
let server: WebpackDevServer | undefined;
let service: http.Server | undefined;
let base = '';
const savedPort = process.env.ACCOUNT_PORT;

beforeAll(async () => {
  const [devPort, servicePort] = (await freePorts(2)) as [number, number];
  service = http.createServer((req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ reached: req.url })),
  );
  await new Promise<void>((resolve) => service?.listen(servicePort, '127.0.0.1', resolve));
  process.env.ACCOUNT_PORT = String(servicePort);
  const configs = await packageConfig('mfe-account', { WEBPACK_SERVE: true }, 'development');
  const options = configs[0]?.devServer;
  if (!options) throw new Error('the account remote has no dev server in serve mode');
  // Quiet: the build's stats and the server's log lines only when something fails.
  const quiet = configs.map((config) => ({ ...config, infrastructureLogging: { level: 'error' as const } }));
  server = new WebpackDevServer(
    {
      ...options,
      host: '127.0.0.1',
      port: devPort,
      setupExitSignals: false,
      devMiddleware: { stats: 'errors-only' },
    },
    webpack(quiet),
  );
  await server.start();
  base = `http://127.0.0.1:${devPort}`;
});

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => service?.close(resolve));
  if (savedPort === undefined) delete process.env.ACCOUNT_PORT;
  else process.env.ACCOUNT_PORT = savedPort;
});

const page = (path: string) => fetch(`${base}${path}`, { headers: { accept: 'text/html' } });

describe('a remote on its dev server', () => {
  it('answers a deep link with the standalone page, whose scripts load from the root', async () => {
    const response = await page('/account/some/deep/path');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('<script src="/mf-runtime-core.js"></script>');
    expect(html).toContain('<script defer src="/main.js"></script>');
    expect(html).not.toContain('remoteEntry.js');

    const main = await fetch(`${base}/main.js`);
    expect(main.status).toBe(200);
    const code = await main.text();
    // Fast Refresh and the reload guard are in the entry the page runs.
    expect(code).toContain('react-refresh-webpack-plugin/client/ReactRefreshEntry.js');
    expect(code).toContain('refresh-or-reload.mjs');
    const runtime = await fetch(`${base}/mf-runtime-core.js`);
    expect(runtime.status).toBe(200);
    expect(await runtime.text()).toContain('_FEDERATION_RUNTIME_CORE');
    // A missing file is still a 404, not the page.
    const missing = await page('/account/missing.js');
    expect(missing.status).toBe(404);
    await missing.arrayBuffer();
  });

  it('lets the local shell read its manifest and entry across origins', async () => {
    const origin = 'http://localhost:3000';
    const manifest = await fetch(`${base}/mf-manifest.json`, { headers: { origin } });
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe(origin);
    const body = (await manifest.json()) as { name: string; metaData: { remoteEntry: { name: string } } };
    expect(body.name).toBe('account');
    expect(body.metaData.remoteEntry.name).toBe('remoteEntry.js');

    const entry = await fetch(`${base}/${body.metaData.remoteEntry.name}`, { headers: { origin } });
    expect(entry.status).toBe(200);
    expect(entry.headers.get('access-control-allow-origin')).toBe(origin);
    expect(entry.headers.get('cross-origin-resource-policy')).toBe('cross-origin');

    await entry.arrayBuffer();

    const elsewhere = await fetch(`${base}/mf-manifest.json`, {
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
    await elsewhere.arrayBuffer();
  });

  it("sends the remote's API calls to its service", async () => {
    const response = await fetch(`${base}/api/account/v1/plus/plans?x=1`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ reached: '/api/account/v1/plus/plans?x=1' });
  });
});
