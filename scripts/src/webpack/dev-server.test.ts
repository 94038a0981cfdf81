import type { Configuration, RuleSetRule } from 'webpack';
import { packageConfig, type WebpackEnv } from './package-config';

/** The environment the dev servers read; cleared so a developer's own settings cannot change the answers. */
const KEYS = [
  'HOST',
  'SHELL_ORIGIN',
  ...['SHELL', 'RACING', 'FOOTBALL', 'PROMOS', 'ACCOUNT'].flatMap((name) => [
    `${name}_DEV_PORT`,
    `${name}_PORT`,
    `${name}_INTERNAL_URL`,
  ]),
];
const saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]));
beforeEach(() => KEYS.forEach((key) => delete process.env[key]));
afterAll(() =>
  Object.entries(saved).forEach(([key, value]) =>
    value === undefined ? delete process.env[key] : (process.env[key] = value),
  ),
);

const SERVE: WebpackEnv = { WEBPACK_SERVE: true };

/** The package's own compiler's configuration (a remote's second one writes the standalone runtime file). */
async function mainConfig(dir: string, env: WebpackEnv, mode: 'production' | 'development') {
  const [config] = await packageConfig(dir, env, mode);
  if (!config) throw new Error(`${dir} has no configuration`);
  return config;
}

function plugin<T = Record<string, unknown>>(config: Configuration, name: string): T | undefined {
  return config.plugins?.find((p) => typeof p === 'object' && p !== null && p.constructor.name === name) as
    T | undefined;
}

const htmlOptions = (config: Configuration) =>
  plugin<{ userOptions: Record<string, unknown> & { templateParameters: Record<string, unknown> } }>(
    config,
    'HtmlWebpackPlugin',
  )?.userOptions;

function swcReact(config: Configuration): Record<string, unknown> {
  const rule = config.module?.rules?.find(
    (r): r is RuleSetRule => typeof r === 'object' && r !== null && String(r.test).includes('jt'),
  );
  const use = rule?.use as { options: { jsc: { transform: { react: Record<string, unknown> } } } };
  return use.options.jsc.transform.react;
}

type Headers = (req: { headers: Record<string, string> }) => Record<string, string>;
type Proxy = Array<{ context: string[] | ((pathname: string) => boolean); target: string }>;

describe('a remote under webpack serve (npm run dev)', () => {
  it('answers its standalone page at every path, with scripts that load from any depth', async () => {
    const config = await mainConfig('mfe-account', SERVE, 'development');
    expect(config.devServer).toMatchObject({
      port: 3104,
      host: 'localhost',
      hot: true,
      webSocketServer: 'sse',
      static: false,
    });
    expect(config.devServer && config.devServer.historyApiFallback).toMatchObject({ index: '/index.html' });
    const html = htmlOptions(config);
    expect(html?.publicPath).toBe('/');
    expect(html?.templateParameters.runtimeCore).toBe('/mf-runtime-core.js');
    // One webpack runtime on the standalone page: remoteEntry.js would be a second one taking the hot updates.
    expect(html?.chunks).toEqual(['main']);
    // Chunks still resolve from wherever the entry was loaded (the dev server, also inside the shell's page).
    expect(config.output?.publicPath).toBe('auto');
  });

  it('lets a page on this machine (the local shell) read its manifest across origins, and no other site', async () => {
    const config = await mainConfig('mfe-account', SERVE, 'development');
    const headers = (config.devServer && config.devServer.headers) as Headers;
    expect(headers({ headers: { origin: 'http://localhost:3000' } })).toMatchObject({
      'Access-Control-Allow-Origin': 'http://localhost:3000',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    expect(headers({ headers: { origin: 'http://127.0.0.1:3200' } })['Access-Control-Allow-Origin']).toBe(
      'http://127.0.0.1:3200',
    );
    expect(headers({ headers: { origin: 'https://elsewhere.example' } })).not.toHaveProperty(
      'Access-Control-Allow-Origin',
    );
    expect(headers({ headers: {} })).not.toHaveProperty('Access-Control-Allow-Origin');
    process.env.SHELL_ORIGIN = 'https://shell.test';
    const configured = (await mainConfig('mfe-account', SERVE, 'development')).devServer?.headers as Headers;
    expect(configured({ headers: { origin: 'https://shell.test' } })['Access-Control-Allow-Origin']).toBe(
      'https://shell.test',
    );
  });

  it("sends its own API to its service and other sections' APIs through the shell's gateway", async () => {
    const promos = (await mainConfig('mfe-promos', SERVE, 'development')).devServer?.proxy as Proxy;
    expect(promos).toEqual([
      { context: ['/api/promos', '/api/content'], target: 'http://127.0.0.1:3003' },
      { context: ['/api/', '/openid/'], target: 'http://127.0.0.1:3000' },
    ]);
    process.env.RACING_PORT = '4001';
    process.env.RACING_DEV_PORT = '4101';
    const racing = (await mainConfig('mfe-racing', SERVE, 'development')).devServer;
    expect(racing?.port).toBe(4101);
    expect((racing?.proxy as Proxy)[0]).toEqual({
      context: ['/api/horse-racing'],
      target: 'http://127.0.0.1:4001',
    });
    process.env.RACING_INTERNAL_URL = 'http://racing.internal:8080';
    const internal = (await mainConfig('mfe-racing', SERVE, 'development')).devServer?.proxy as Proxy;
    expect(internal[0]?.target).toBe('http://racing.internal:8080');
  });

  it('hot reloads with React Fast Refresh, and source maps the CSP of the shell allows (no eval)', async () => {
    const config = await mainConfig('mfe-account', SERVE, 'development');
    expect(plugin(config, 'ReactRefreshPlugin')).toBeDefined();
    // The guard that reloads the page where React cannot refresh, added to every entry (name undefined).
    expect(plugin<{ entry: string; options: { name?: string } }>(config, 'EntryPlugin')).toMatchObject({
      entry: expect.stringMatching(/refresh-or-reload\.mjs$/),
      options: { name: undefined },
    });
    expect(swcReact(config)).toMatchObject({ refresh: true, development: false });
    expect(String(config.devtool)).not.toMatch(/eval/);
  });

  it('gives each package its own port, clear of the services (3000-3004)', async () => {
    const ports = await Promise.all(
      ['shell', 'mfe-racing', 'mfe-football', 'mfe-promos', 'mfe-account'].map(
        async (dir) => (await mainConfig(dir, SERVE, 'development')).devServer?.port as number,
      ),
    );
    expect(ports).toEqual([3100, 3101, 3102, 3103, 3104]);
  });
});

describe('the shell under webpack serve', () => {
  it('serves its bundle under /assets/ and every page and API from the running shell service', async () => {
    const config = await mainConfig('shell', SERVE, 'development');
    expect(config.devServer).toMatchObject({ port: 3100, hot: true });
    expect(config.devServer && config.devServer.historyApiFallback).toBeUndefined();
    const [proxy] = config.devServer?.proxy as Proxy;
    expect(proxy?.target).toBe('http://127.0.0.1:3000');
    const toShell = proxy?.context as (pathname: string) => boolean;
    for (const pathname of [
      '/',
      '/racing/racecards',
      '/api/site/feature-config',
      '/openid/v1/me',
      '/favicon.svg',
    ])
      expect([pathname, toShell(pathname)]).toEqual([pathname, true]);
    for (const pathname of [
      '/assets/main.js',
      '/assets/12.hot-update.json',
      '/ws',
      '/webpack-dev-server/invalidate',
    ])
      expect([pathname, toShell(pathname)]).toEqual([pathname, false]);
    expect(config.output?.publicPath).toBe('/assets/');
    expect(htmlOptions(config)?.publicPath).toBeUndefined();
    expect(plugin(config, 'ReactRefreshPlugin')).toBeDefined();
  });
});

describe('builds (webpack, webpack --watch) are not touched', () => {
  it.each(['production', 'development'] as const)(
    '%s: no dev server, no refresh, pages as before',
    async (mode) => {
      const config = await mainConfig('mfe-account', undefined, mode);
      expect(config.devServer).toBeUndefined();
      expect(plugin(config, 'ReactRefreshPlugin')).toBeUndefined();
      expect(plugin(config, 'EntryPlugin')).toBeUndefined();
      expect(swcReact(config)).not.toHaveProperty('refresh');
      const html = htmlOptions(config);
      expect(html).not.toHaveProperty('publicPath');
      expect(html).not.toHaveProperty('chunks');
      expect(html?.templateParameters.runtimeCore).toBe('mf-runtime-core.js');
      expect(config.devtool).toBe(mode === 'production' ? false : 'eval-cheap-module-source-map');
    },
  );

  it('keeps the federated entry unhashed and the chunks hashed in production (ADR 0013)', async () => {
    const config = await mainConfig('mfe-account', undefined, 'production');
    expect(config.output?.filename).toBe('[name].js');
    expect(config.output?.chunkFilename).toBe('[name].[contenthash:10].js');
    const federation = plugin<{ _options: { filename?: string } }>(config, 'ModuleFederationPlugin');
    expect(federation?._options.filename).toBe('remoteEntry.js');
  });
});
