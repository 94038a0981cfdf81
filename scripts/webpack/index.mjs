// @ts-check
/**
 * The one webpack configuration for the shell and every remote, so the federation rules (shared singletons,
 * loaded-first, unhashed entry files, hashed chunks, no eager sharing) cannot drift between packages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';

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
  ['react-router', 'react-router'],
  ['@tanstack/react-query', '@tanstack/react-query'],
  ['@sl/contracts', '@sl/contracts'],
  // The federation subpath too: one FederatedSlot, one module cache and one error-report context per page.
  ['@sl/contracts/', '@sl/contracts'],
  ['@sl/ui', '@sl/ui'],
];

/** The standalone page's copy of the federation runtime (see provide-runtime-core.mjs). */
const RUNTIME_CORE_FILE = 'mf-runtime-core.js';

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
  /** @param {unknown} _env @param {{ mode?: 'production' | 'development' }} argv */
  return (_env, argv) => {
    const mode = argv.mode ?? 'production';
    const prod = mode === 'production';
    // A second build of the same remote (a canary a release manager can switch to) goes to its own folder.
    const outDir = process.env.SL_OUT_DIR ? path.resolve(process.env.SL_OUT_DIR) : path.join(dir, 'dist');
    const buildLabel = process.env.SL_BUILD_LABEL || pkg.version;
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
        // The standalone runtime file is written by the second compiler after this one has cleaned the folder.
        clean: { keep: (/** @type {string} */ asset) => asset.startsWith(RUNTIME_CORE_FILE) },
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !prod } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.svg$/, type: 'asset/resource' },
        ],
      },
      devtool: prod ? false : 'eval-cheap-module-source-map',
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
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: host ? undefined : 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(pkg.dependencies ?? {}),
          shareStrategy: 'loaded-first',
          manifest: host ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          runtimePlugins: runtimePlugins.map((p) => path.join(dir, p)),
          // One federation runtime per page (about 25 KB compressed each): the shell provides it as a global and
          // every remote entry uses it instead of carrying its own (docs/adr/0019-one-federation-runtime.md).
          experiments: host ? { provideExternalRuntime: true } : { externalRuntime: true },
        }),
        new webpack.DefinePlugin({
          __SL_BUILD_LABEL__: JSON.stringify(buildLabel),
          __SL_REMOTE_NAME__: JSON.stringify(name),
        }),
        // One page template for every package: the shell's page (icons, pre-paint colours for both schemes, the
        // boot-registry placeholder its server fills) and each remote's standalone page differ only by parameters.
        new HtmlWebpackPlugin({
          template: PAGE_TEMPLATE,
          filename: 'index.html',
          inject: 'body',
          scriptLoading: 'defer',
          templateParameters: {
            host,
            title: options.title,
            description: options.description ?? '',
            runtimeCore: host ? '' : RUNTIME_CORE_FILE,
          },
          minify: false,
        }),
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
    if (host) return config;
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
    return [{ ...config, name }, standaloneRuntime];
  };
}
