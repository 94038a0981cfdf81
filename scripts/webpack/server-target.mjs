// @ts-check
/**
 * A remote's second, server build: the same exposed modules for Node, which the shell's server loads over HTTP
 * from the registry's current version at request time and renders to HTML (docs/adr/0025-server-rendering.md).
 * It sits beside the browser build as `server/remoteEntry.js`, so a release of the remote is a release of both.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const require = createRequire(import.meta.url);

/** The server build's folder inside a remote's dist, and so its path beside the browser build's manifest. */
export const SERVER_DIR = 'server';

/**
 * @param {{
 *   name: string,
 *   dir: string,
 *   outDir: string,
 *   mode: 'production' | 'development',
 *   exposes: Record<string, string>,
 *   shared: Record<string, { singleton: true, requiredVersion: string }>,
 *   rules: import('webpack').RuleSetRule[],
 *   defines: Record<string, string>,
 *   entry?: string,
 * }} options
 * @returns {import('webpack').Configuration}
 */
export function serverTargetConfig(options) {
  const { name, dir, outDir, mode, exposes, shared, rules, defines, entry } = options;
  return {
    name: `${name}-server`,
    mode,
    context: dir,
    target: 'async-node',
    // A remote's only entry is its container (the federation plugin adds it); the shell's is its render function,
    // which the shell's server requires.
    entry: entry ? { render: entry } : {},
    output: {
      path: path.join(outDir, SERVER_DIR),
      // Chunks load over HTTP relative to wherever the shell's server fetched remoteEntry.js from.
      publicPath: 'auto',
      // The shell's render.cjs is required from disk inside packages of "type": "module".
      filename: entry ? '[name].cjs' : '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: `${name}-server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: { rules },
    devtool: false,
    // Read by a server, not downloaded by a phone: unminified builds in a third of the time, and its stack traces
    // name the functions.
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: entry ? undefined : 'remoteEntry.js',
        exposes,
        remotes: {},
        shared,
        shareStrategy: 'loaded-first',
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        manifest: false,
        dts: false,
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      }),
      new webpack.DefinePlugin(defines),
    ],
  };
}
