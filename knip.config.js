// knip (npm run knip; the lint step of npm test): no unused file, export, type or dependency and no undeclared one.
import { readFileSync } from 'node:fs';

const APPS = ['shell', 'mfe-racing', 'mfe-football', 'mfe-promos', 'mfe-account'];
const TESTS = '**/*.test.{ts,tsx}';

/**
 * Modules only webpack reaches, named by string in the package's webpack.config.mjs: federation `exposes` (loaded
 * by other builds at runtime as `<remote>/<Name>`) and the shell's federation runtime plugins.
 */
const federated = (dir) =>
  [
    ...readFileSync(new URL(`${dir}/webpack.config.mjs`, import.meta.url), 'utf8').matchAll(
      /'\.\/(src\/[^']+)'/g,
    ),
  ].map((match) => match[1]);

/** @type {import('knip').KnipConfig} */
const config = {
  // Programs of the machine, not of npm: the drill's private PostgreSQL server is found through pg_config, and the
  // tests' private Redis is the machine's redis-server.
  ignoreBinaries: ['pg_config', 'redis-server'],
  workspaces: {
    '.': {
      entry: ['e2e/**/*.spec.ts'],
      project: ['e2e/**/*.ts', 'types/**/*.ts', '*.js'],
      playwright: { config: ['e2e/playwright.config.ts'] },
    },
    scripts: {
      // The root package.json runs these through bin/run.mjs, which knip cannot follow; the bench's one-bundle
      // build runs webpack on one-bundle.mjs, which aliases the federation runtime to one-bundle-runtime.mjs.
      entry: [
        'bin/*.mjs',
        'src/*/main.ts',
        'src/bench/shift-sources.ts',
        'webpack/one-bundle*.mjs',
        'eslint/*.js',
        'jest/*.ts',
        TESTS,
      ],
      project: ['**/*.{ts,tsx,mjs,js}'],
      // Named by string: swc-loader (and the @swc/core it drives) in the shared webpack rules, webpack-cli as the
      // program the build runs.
      ignoreDependencies: ['swc-loader', '@swc/core', 'webpack-cli'],
    },
    'shared-contracts': { entry: [TESTS], project: ['src/**/*.{ts,tsx}'] },
    'design-system': { entry: [TESTS], project: ['src/**/*.{ts,tsx}'] },
    'server-kit': { entry: [TESTS], project: ['src/**/*.{ts,tsx}'] },
    ...Object.fromEntries(
      APPS.map((dir) => [
        dir,
        {
          // knip's webpack plugin reads webpack.config.mjs (and src/index.ts); the start script names server/main.ts,
          // the migrations Job (scripts/src/deploy) server/migrate.ts.
          entry: [
            ...federated(dir),
            ...(dir === 'mfe-account' ? [] : ['server/**/*cli.ts']),
            'server/migrate.ts',
            TESTS,
          ],
          project: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
          // Every federated build must declare the shared singletons (scripts/webpack sharedSingletons throws
          // otherwise), whether or not its own code imports them.
          ignoreDependencies: dir === 'shell' ? [] : ['zustand'],
        },
      ]),
    ),
    // Another team's remote the browser tests register at runtime (runtime-remotes.spec.ts): a package of its own,
    // not an npm workspace. It declares every shared singleton, as every federated build must.
    'e2e/fixtures/stats-remote': {
      entry: federated('e2e/fixtures/stats-remote'),
      project: ['src/**/*.{ts,tsx}'],
      ignoreDependencies: ['zustand'],
    },
  },
};

export default config;
