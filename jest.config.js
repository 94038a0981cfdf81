// Jest runs in native ESM mode: jose, oidc-provider and PGlite are ESM-only (see docs/adr/0003).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
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
  // Service tests open PGlite (WASM PostgreSQL): on a busy 2-core machine that alone can pass jest's 5 s default.
  // A global option: jest-circus reads the timeout from the global config, not from a project's.
  testTimeout: 30_000,
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
      },
    },
  ],
};
