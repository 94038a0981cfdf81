import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../scripts/src/browser/chromium';

/**
 * Browser tests drive the real built site (started by the same code as `npm start`) in Debian's Chromium.
 * No browser is ever downloaded.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A limit for a hung test, not a speed goal (benchmarks measure speed). The CI machine is shared: the same suite
  // has taken 28 min there and 53 min, so a test that takes 40 s on a quiet machine can take 100 s on a busy one.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  // Two workers, each with a whole site of its own (support/site.ts): most of a browser test is waiting on the
  // page, so two at a time finish sooner even on two cores. E2E_WORKERS=1 runs them one after another.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  forbidOnly: true,
  globalSetup: './support/global-setup.ts',
  outputDir: '../test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    // No trace: recording one snapshots the page after every action in every test, which on two cores cost the
    // suite minutes for files nobody opens when it passes. A failure still leaves error-context.md (the page's
    // accessibility tree at the failure) and a screenshot; `--trace on` records traces for a local rerun.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { ...CHROMIUM_LAUNCH, args: ['--headless', ...CHROMIUM_LAUNCH.args] },
  },
});
