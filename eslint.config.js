// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import sl from './scripts/eslint/no-raw-style-values.js';

const ONE_AXIOS = {
  name: 'axios',
  allowTypeImports: true,
  message: 'Use apiClient and isHttpError from @sl/contracts (one axios per page).',
};
const ONE_ROUTER = {
  name: 'react-router',
  allowTypeImports: true,
  message: "Use @sl/contracts/routing (the shell's one router, shared by every remote).",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-builds/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules (issue 17): the project service gives each TypeScript file the root tsconfig's program.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Scripts run by tsx or jest alone, outside the tsconfig's folders, get its options in a default project.
          allowDefaultProject: [
            'scripts/bin/*.ts',
            'scripts/eslint/*.ts',
            'scripts/jest/*.ts',
            'shell/static/*.ts',
          ],
          defaultProject: 'tsconfig.json',
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // A default clause does not excuse a missing case: every member of a union is handled by name.
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/shell/**',
                '**/mfe-racing/**',
                '**/mfe-football/**',
                '**/mfe-promos/**',
                '**/mfe-account/**',
                '**/shared-contracts/**',
              ],
              message:
                'Packages meet through @sl/contracts, federated module names and URLs, never by source path.',
            },
          ],
        },
      ],
    },
  },
  {
    // The design system's tokens are the one place colours and pixel sizes are written (issue 16).
    files: ['*/src/**/*.{ts,tsx}'],
    ignores: ['design-system/src/tokens/**', '**/*.test.{ts,tsx}', 'shared-contracts/src/**'],
    plugins: { sl },
    rules: { 'sl/no-raw-style-values': 'error' },
  },
  {
    // @sl/contracts is a shared singleton that carries the page's one axios and its one router; a remote's own
    // import bundles a second (a second router's links and hooks see no route: docs/adr/0027).
    files: ['shell/src/**', 'mfe-*/src/**', 'design-system/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [ONE_AXIOS, ONE_ROUTER] }],
    },
  },
  {
    // Tests render without federation, where react-router and the shared routing module are one module; the
    // server's StaticRouter is the server build's alone.
    files: [
      '{shell,mfe-*,design-system}/src/**/*.test.{ts,tsx}',
      '{shell,mfe-*,design-system}/src/{test-support,test}/**',
      'shell/src/server-render/render-page.tsx',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [ONE_AXIOS] }] },
  },
  {
    files: ['e2e/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
