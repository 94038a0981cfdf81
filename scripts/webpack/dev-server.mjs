// @ts-check
/**
 * `npm run dev -w <package>` (`webpack serve`): each package's webpack-dev-server, on a port of its own beside the
 * service ports (3000-3004), with hot reload. A remote's server answers its standalone page at every path (deep
 * links), sends its API calls to its service, and lets the local shell load its manifest and entry across origins;
 * the shell's server serves the shell's bundle and passes everything else to the running shell service.
 */

/** @typedef {'shell' | 'racing' | 'football' | 'promos' | 'account'} PackageName */

/** Where each package's dev server listens unless `<NAME>_DEV_PORT` says otherwise: its service port + 100. */
const DEV_PORTS = /** @type {const} */ ({
  shell: 3100,
  racing: 3101,
  football: 3102,
  promos: 3103,
  account: 3104,
});

/** The service ports, as server-kit's DEFAULT_PORTS (`<NAME>_PORT` overrides each, as for the services). */
const SERVICE_PORTS = /** @type {const} */ ({
  shell: 3000,
  racing: 3001,
  football: 3002,
  promos: 3003,
  account: 3004,
});

/** The paths each remote's own service answers (the shell's gateway routes, shell/server/gateway/config.ts). */
const REMOTE_API = /** @type {const} */ ({
  racing: ['/api/horse-racing'],
  football: ['/api/football'],
  promos: ['/api/promos', '/api/content'],
  account: ['/api/account', '/api/subscription', '/openid'],
});

/** Pages on this machine (any port, either scheme): the local shell, another remote's dev server. */
const LOCAL_ORIGIN = /^https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/;

/** @typedef {Record<string, string | undefined>} Env */

/** @param {string} value @param {string} key */
function port(value, key) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65535)
    throw new Error(`${key} must be a port number, got "${value}"`);
  return number;
}

/** @param {PackageName} name @param {Env} env */
function devPort(name, env = process.env) {
  const key = `${name.toUpperCase()}_DEV_PORT`;
  const value = env[key];
  return value ? port(value, key) : DEV_PORTS[name];
}

/** The service's base URL from this machine, as server-kit's internalUrl: `<NAME>_INTERNAL_URL`, else loopback. */
function serviceUrl(/** @type {PackageName} */ name, /** @type {Env} */ env = process.env) {
  const upper = name.toUpperCase();
  const internal = env[`${upper}_INTERNAL_URL`];
  if (internal) return internal;
  const value = env[`${upper}_PORT`];
  return `http://127.0.0.1:${value ? port(value, `${upper}_PORT`) : SERVICE_PORTS[name]}`;
}

/**
 * CORS for a remote's files: the local shell fetches `mf-manifest.json` (and hot updates) from another origin, so
 * an origin on this machine, or `SHELL_ORIGIN`, is echoed back. Not `*`: any site open in the same browser could
 * then read the sources.
 * @param {Env} env
 */
function corsHeaders(env) {
  const shellOrigin = env.SHELL_ORIGIN;
  /** @param {{ headers: Record<string, string | string[] | undefined> }} req */
  return (req) => {
    const origin = req.headers.origin;
    const allowed = typeof origin === 'string' && (LOCAL_ORIGIN.test(origin) || origin === shellOrigin);
    return {
      // The shell's page loads remoteEntry.js and the chunks with script elements from this other origin.
      'Cross-Origin-Resource-Policy': 'cross-origin',
      Vary: 'Origin',
      ...(allowed ? { 'Access-Control-Allow-Origin': origin } : {}),
    };
  };
}

/** Paths the dev server answers itself: the bundle, the hot-reload socket and its own endpoints. */
const DEV_SERVER_PATHS = /^\/(?:assets\/|ws(?:$|[/?])|webpack-dev-server(?:$|\/))/;

/**
 * webpack-dev-server options for a package's `webpack serve` (scripts/webpack/index.mjs adds them in serve mode).
 * @param {string} federationName the package's federation name (`shell`, `racing`, ...)
 * @param {{ host: boolean, env?: Env }} options
 * @returns {import('webpack-dev-server').Configuration}
 */
export function devServerOptions(federationName, { host, env = process.env }) {
  if (!Object.hasOwn(DEV_PORTS, federationName))
    throw new Error(
      `no dev server port for "${federationName}": add it to DEV_PORTS in scripts/webpack/dev-server.mjs`,
    );
  const name = /** @type {PackageName} */ (federationName);
  /** @type {import('webpack-dev-server').Configuration} */
  const common = {
    host: env.HOST || 'localhost',
    port: devPort(name, env),
    hot: true,
    // Server-Sent Events, not a WebSocket: the shell's CSP (connect-src) names each remote's http origin, which
    // admits an EventSource to it and not a ws:// connection.
    webSocketServer: 'sse',
    // Nothing from disk: every file is the build's, in memory.
    static: false,
    client: {
      // Build errors over the page; a page's runtime errors are its error boundaries' (inside the shell they would
      // be every remote's).
      overlay: { errors: true, warnings: false, runtimeErrors: false },
    },
  };
  if (host)
    return {
      ...common,
      // The shell's pages are its service's (the registry inlined, the CSP, the /api gateway): every path but the
      // bundle under /assets/ and the dev server's own goes to the shell service, which must be running.
      proxy: [
        {
          context: (/** @type {string} */ pathname) => !DEV_SERVER_PATHS.test(pathname),
          target: serviceUrl('shell', env),
        },
      ],
    };
  const remote = /** @type {keyof typeof REMOTE_API} */ (name);
  return {
    ...common,
    // The standalone page at every path a browser navigates to (index.html's scripts are absolute in serve mode);
    // files that are not there stay 404s (the dot rule), and so do fetches that do not ask for a page.
    historyApiFallback: { index: '/index.html', htmlAcceptHeaders: ['text/html', 'application/xhtml+xml'] },
    headers: corsHeaders(env),
    proxy: [
      // The remote's own API to its own service, which is all its standalone page needs.
      { context: [...REMOTE_API[remote]], target: serviceUrl(remote, env) },
      // Other sections' APIs (a cross-sell, an embedded race card) through the shell's gateway, when it runs.
      { context: ['/api/', '/openid/'], target: serviceUrl('shell', env) },
    ],
  };
}
