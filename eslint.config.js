// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    files: ['e2e/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
