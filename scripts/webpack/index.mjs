// @ts-check
/**
 * The one webpack configuration for the shell and every remote, so the federation rules (shared singletons,
 * loaded-first, unhashed entry files, hashed chunks, no eager sharing) cannot drift between packages.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';

/** Packages every federated build shares as singletons (DESIGN.md, module federation rules). */
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
];

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
 *   title?: string,
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
    const template = path.join(dir, 'src', 'index.html');
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
        clean: true,
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
        }),
        new webpack.DefinePlugin({
          __SL_BUILD_LABEL__: JSON.stringify(buildLabel),
          __SL_REMOTE_NAME__: JSON.stringify(name),
        }),
        ...(existsSync(template)
          ? [
              new HtmlWebpackPlugin({
                template,
                filename: 'index.html',
                inject: 'body',
                scriptLoading: 'defer',
                title: options.title ?? 'Sporting Life',
                minify: false,
              }),
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
    return config;
  };
}
