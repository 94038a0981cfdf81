// Jest runs in native ESM mode: jose, oidc-provider and PGlite are ESM-only (see docs/adr/0003).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
      // Keep `with { type: 'json' }`: Node's ESM loader (and Jest after it) wants the attribute on JSON imports.
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};

export default {
  // Service tests open PGlite (WASM PostgreSQL) and start a whole service (its route schemas compiled): on a busy
  // 2-core machine the first start of a file, which also loads its modules, took past 30 s in CI.
  // A global option: jest-circus reads the timeout from the global config, not from a project's.
  // The first test of a racing service file also builds the world's days (seconds of CPU each), and went past 60 s
  // with other files running beside it.
  testTimeout: 120_000,
  // On two cores jest's default (cores - 1 = 1 worker) runs every file in band in the one jest process, whose heap grows past
  // 4 GB over 200 files (world-model and PGlite modules are evaluated again for each file and not all of it is
  // collected), and late files then run at half speed under GC. Two workers that are recycled once they hold
  // more than this after a file keep each heap small.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1200MB',
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/dom-setup.ts'],
      // styled-components has no "exports" map; its CommonJS default export does not survive ESM interop.
      moduleNameMapper: {
        '^styled-components$':
          '<rootDir>/node_modules/styled-components/dist/styled-components.browser.esm.js',
        '^react-slick$': '<rootDir>/mfe-promos/src/test/react-slick.mjs',
      },
    },
  ],
};
