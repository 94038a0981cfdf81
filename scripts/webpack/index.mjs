// @ts-check
/**
 * The one webpack configuration for the shell and every remote, so the federation rules (shared singletons,
 * loaded-first, unhashed entry files, hashed chunks, no eager sharing) cannot drift between packages.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import { devServerOptions } from './dev-server.mjs';
import { SERVER_DIR, serverTargetConfig } from './server-target.mjs';

/** The page of the shell and each remote's standalone page (an html-webpack-plugin lodash template). */
const PAGE_TEMPLATE = path.join(import.meta.dirname, 'page.ejs');

/** Packages every federated build shares as singletons (docs/design.md, Module federation). */
const SINGLETONS = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  ['react/jsx-runtime', 'react'],
  ['zustand', 'zustand'],
  ['styled-components', 'styled-components'],
  // No 'react-router': it is shared through '@sl/contracts/routing', which keeps only the exports the site uses
  // (docs/adr/0027).
  ['@tanstack/react-query', '@tanstack/react-query'],
  ['@sl/contracts', '@sl/contracts'],
  // The federation subpath too: one FederatedSlot, one module cache and one error-report context per page.
  ['@sl/contracts/', '@sl/contracts'],
  ['@sl/ui', '@sl/ui'],
];

/** The standalone page's copy of the federation runtime (see provide-runtime-core.mjs). */
const RUNTIME_CORE_FILE = 'mf-runtime-core.js';

/**
 * Served, HMR counts each rebuilt chunk's hot-update file among the chunk's files, so the manifest listed it with
 * the chunk; the shell's federation runtime preloads an exposed module's files from the manifest and would run the
 * hot update before the remote's runtime defined its callback (a TypeError on every page load).
 * @param {{ stats: unknown }} options
 */
const withoutHotUpdates = ({ stats }) =>
  JSON.parse(JSON.stringify(stats), (_key, value) =>
    Array.isArray(value)
      ? value.filter((item) => typeof item !== 'string' || !/\.hot-update\.(?:js|json)$/.test(item))
      : value,
  );

/** Serve mode's first module in every entry: Fast Refresh where the page's React can, else a reload. */
/*
 * The federation plugin adds the runtime-core provider to the shell as the path Node's require.resolve gives, the
 * package's CommonJS build. That build requires runtime-core's CommonJS build, a second copy beside the ES module one
 * the shell's own federation runtime imports: 60 KB (14 KB compressed) of main.js twice. The alias sends it to the
 * provider's ES module build, so both meet in one runtime-core (docs/adr/0019-one-federation-runtime.md).
 */
const requireFromFederation = createRequire(
  fileURLToPath(import.meta.resolve('@module-federation/enhanced/webpack')),
);
const INJECT_RUNTIME_CORE_CJS = requireFromFederation.resolve(
  '@module-federation/inject-external-runtime-core-plugin',
);
const INJECT_RUNTIME_CORE_ESM = INJECT_RUNTIME_CORE_CJS.replace(/\.cjs$/, '.js');
const REFRESH_OR_RELOAD = fileURLToPath(import.meta.resolve('./refresh-or-reload.mjs'));

/** @param {Record<string, string>} deps */
export function sharedSingletons(deps) {
  /** @type {Record<string, { singleton: true, requiredVersion: string }>} */
  const shared = {};
  for (const [key, pkg] of SINGLETONS) {
    const requiredVersion = deps[pkg];
    if (!requiredVersion) throw new Error(`${pkg} must be a dependency of every federated package`);
    shared[key] = { singleton: true, requiredVersion };
  }
  return shared;
}

/**
 * @param {{
 *   dir: string,
 *   name: string,
 *   exposes?: Record<string, string>,
 *   host?: boolean,
 *   runtimePlugins?: string[],
 *   title: string,
 *   description?: string,
 * }} options
 */
export function federatedConfig(options) {
  const { dir, name, exposes = {}, host = false, runtimePlugins = [] } = options;
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  /**
   * @param {{ WEBPACK_SERVE?: boolean } | undefined} env webpack-cli's: WEBPACK_SERVE under `webpack serve`
   * @param {{ mode?: 'production' | 'development' }} argv
   */
  return (env, argv) => {
    const mode = argv.mode ?? 'production';
    const prod = mode === 'production';
    // `webpack serve` (each package's `npm run dev`): a dev server, and hot reload. Builds (`webpack`, with or
    // without --watch) are not touched by anything below that depends on it.
    const serve = Boolean(env?.WEBPACK_SERVE);
    const refresh = serve && !prod;
    // A second build of the same remote (a canary a release manager can switch to) goes to its own folder.
    const outDir = process.env.SL_OUT_DIR ? path.resolve(process.env.SL_OUT_DIR) : path.join(dir, 'dist');
    const buildLabel = process.env.SL_BUILD_LABEL || pkg.version;
    /** @type {import('webpack').RuleSetRule[]} */
    const rules = [
      {
        test: /\.[cm]?[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: {
                  runtime: 'automatic',
                  // Served, a remote runs inside the shell's page on the shell's production React (a shared
                  // singleton). Development JSX imports react/jsx-dev-runtime, which the shell does not share:
                  // the remote's own copy then calls development-only React internals and throws
                  // ("dispatcher.getOwner is not a function"). react/jsx-runtime is shared, so it matches the
                  // page's React, development (standalone page, a served shell) or production.
                  development: !prod && !serve,
                  ...(refresh ? { refresh: true } : {}),
                },
              },
              target: 'es2020',
            },
          },
        },
      },
      { test: /\.svg$/, type: 'asset/resource' },
    ];
    const defines = {
      __SL_BUILD_LABEL__: JSON.stringify(buildLabel),
      __SL_REMOTE_NAME__: JSON.stringify(name),
    };
    /** @type {import('webpack').Configuration} */
    const config = {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      output: {
        path: outDir,
        // Remotes resolve their chunks relative to wherever their manifest is served; the shell from /assets/.
        publicPath: host ? '/assets/' : 'auto',
        // Entry files stay unhashed (the federation plugin refuses a hash there) and are served no-cache.
        filename: '[name].js',
        chunkFilename: prod ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: name,
        // The standalone runtime file and the server build are written by the other compilers after this one has
        // cleaned the folder.
        clean: {
          keep: (/** @type {string} */ asset) =>
            asset.startsWith(RUNTIME_CORE_FILE) || asset.startsWith(`${SERVER_DIR}/`),
        },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        ...(host ? { alias: { [`${INJECT_RUNTIME_CORE_CJS}$`]: INJECT_RUNTIME_CORE_ESM } } : {}),
      },
      module: {
        rules,
      },
      // Served remotes run inside the shell's page, whose CSP allows no eval: source maps in files of their own.
      devtool: prod ? false : serve ? 'cheap-module-source-map' : 'eval-cheap-module-source-map',
      // SWC minifies the bundles in half terser's time and a little smaller (racing: 30 s -> 15 s, 1,108,923 ->
      // 1,097,855 B of JS); builds are most of a fresh npm start on a 2-core machine.
      optimization: {
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { compress: true, mangle: true },
          }),
        ],
      },
      performance: { hints: false },
      ...(serve ? { devServer: devServerOptions(name, { host }) } : {}),
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: host ? undefined : 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(pkg.dependencies ?? {}),
          shareStrategy: 'loaded-first',
          manifest: host
            ? false
            : { fileName: 'mf-manifest.json', ...(serve ? { additionalData: withoutHotUpdates } : {}) },
          dts: false,
          runtimePlugins: runtimePlugins.map((p) => path.join(dir, p)),
          // One federation runtime per page (about 25 KB compressed each): the shell provides it as a global and
          // every remote entry uses it instead of carrying its own (docs/adr/0019-one-federation-runtime.md).
          experiments: {
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
            // This build runs in browsers only (the server build is server-target.mjs's): the runtime's and the
            // SDK's Node paths (script loading through vm, fetch of entries from disk) are then dead code.
            optimization: { target: 'web' },
          },
        }),
        new webpack.DefinePlugin(defines),
        // One page template for every package: the shell's page (icons, pre-paint colours for both schemes, the
        // boot-registry placeholder its server fills) and each remote's standalone page differ only by parameters.
        new HtmlWebpackPlugin({
          template: PAGE_TEMPLATE,
          filename: 'index.html',
          // In the head, deferred: the shell's server sends the head before it has rendered the page (streamed), so
          // the browser fetches the scripts meanwhile; they still run only once the whole page is parsed.
          inject: 'head',
          scriptLoading: 'defer',
          templateParameters: {
            host,
            title: options.title,
            description: options.description ?? '',
            // Relative (publicPath 'auto' writes the page's script URLs relative to index.html) except when
            // served: the dev server answers this page at every path, so its scripts must not depend on the depth.
            runtimeCore: host ? '' : serve ? `/${RUNTIME_CORE_FILE}` : RUNTIME_CORE_FILE,
          },
          minify: false,
          ...(serve && !host
            ? {
                publicPath: '/',
                // Only main.js: remoteEntry.js is the same build's second webpack runtime, and two on one page
                // share one hot-update callback (the last loaded takes every update). The standalone page never
                // loads its own remote through the container.
                chunks: ['main'],
              }
            : {}),
        }),
        ...(refresh
          ? [
              // Both go into every entry ahead of its own modules (global entries): the guard, then the refresh runtime.
              new webpack.EntryPlugin(dir, REFRESH_OR_RELOAD, { name: undefined }),
              new ReactRefreshPlugin({ overlay: false, exclude: [/node_modules/, REFRESH_OR_RELOAD] }),
            ]
          : []),
        ...(prod
          ? [
              new CompressionPlugin({
                algorithm: 'gzip',
                test: /\.(js|json|html|svg|css)$/,
                threshold: 1024,
              }),
              new CompressionPlugin({
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                test: /\.(js|json|html|svg|css)$/,
                threshold: 1024,
              }),
            ]
          : []),
      ],
    };
    const server = serverTargetConfig({
      name,
      dir,
      outDir,
      mode,
      exposes,
      shared: sharedSingletons(pkg.dependencies ?? {}),
      rules,
      defines,
      entry: host ? './src/server-render/render.ts' : undefined,
    });
    // Served (`npm run dev`), pages are rendered in the browser only: the server builds are a production concern.
    if (host) return serve ? config : [{ ...config, name }, server];
    /** @type {import('webpack').Configuration} */
    const standaloneRuntime = {
      name: 'standalone-runtime',
      dependencies: [name],
      mode,
      context: dir,
      entry: {
        [RUNTIME_CORE_FILE.replace(/\.js$/, '')]: path.join(import.meta.dirname, 'provide-runtime-core.mjs'),
      },
      output: { path: outDir, filename: '[name].js', clean: false },
      devtool: false,
      optimization: config.optimization,
      performance: { hints: false },
    };
    if (serve) return [{ ...config, name }, standaloneRuntime];
    return [{ ...config, name }, standaloneRuntime, server];
  };
}
