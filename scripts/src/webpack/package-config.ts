import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Configuration } from 'webpack';
import { ROOT } from '../start/packages';

/** webpack-cli's first argument: `WEBPACK_SERVE` is set under `webpack serve` (a package's `npm run dev`). */
export type WebpackEnv = { WEBPACK_SERVE?: boolean } | undefined;
type ConfigFunction = (
  env: WebpackEnv,
  argv: { mode?: 'production' | 'development' },
) => Configuration | Configuration[];

/** A package's own webpack configuration (its webpack.config.mjs), as webpack-cli would resolve it. */
export async function packageConfig(
  dir: string,
  env: WebpackEnv,
  mode: 'production' | 'development',
): Promise<Configuration[]> {
  const file = pathToFileURL(path.join(ROOT, dir, 'webpack.config.mjs')).href;
  const { default: config } = (await import(file)) as { default: ConfigFunction };
  return [config(env, { mode })].flat();
}
