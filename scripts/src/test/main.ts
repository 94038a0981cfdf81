/**
 * `npm test`: installs what is missing (npm packages by the bin script before this; Debian's chromium and
 * redis-server here), then lint, format check, typecheck, unit + component + service tests (jest) and browser
 * tests (Playwright against the real built site). Ends with one plain line of totals so CI can read it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureDebianPackage } from '../machine/debian-package';
import { ROOT } from '../start/packages';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REDIS_SERVER = '/usr/bin/redis-server';
const results = path.join(ROOT, 'test-results');
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

function step(
  title: string,
  command: string,
  args: string[],
  extraEnv: Record<string, string> = {},
): boolean {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...env, ...extraEnv } });
  const ok = result.status === 0;
  console.log(`=== ${title}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  return ok;
}

function counts(file: string, read: (json: Record<string, unknown>) => { passed: number; failed: number }) {
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  } catch {
    return { passed: 0, failed: 0 };
  }
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);
const failures: string[] = [];
const node = process.execPath;
// CI logs say which Node ran the suite (scripts/bin/run.mjs fetches .nvmrc's when the machine's is older).
console.log(`Node ${process.versions.node} (${node})`);

if (want('lint')) {
  if (!step('lock file (platform packages, peers)', node, ['scripts/bin/check-lock.mjs']))
    failures.push('lock');
  if (!step('lint (eslint)', node, ['node_modules/eslint/bin/eslint.js', '.'])) failures.push('lint');
  // Unused files, exports, types and dependencies, and undeclared dependencies (knip.config.js).
  if (!step('unused code and dependencies (knip)', node, ['node_modules/knip/bin/knip.js', '--no-progress']))
    failures.push('knip');
  if (
    !step('format (prettier --check)', node, [
      'node_modules/prettier/bin/prettier.cjs',
      '--check',
      '.',
      '--log-level',
      'warn',
    ])
  )
    failures.push('format');
}
if (
  want('typecheck') &&
  !step('typecheck (tsc)', node, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'])
)
  failures.push('typecheck');
if (want('unit')) {
  // The shell's shared rollout counts are tested on a Redis server of the test's own.
  ensureDebianPackage(REDIS_SERVER, 'redis-server', 'the service tests start their own Redis');
  const ok = step('unit, component and service tests (jest)', node, [
    '--experimental-vm-modules',
    '--no-warnings',
    'node_modules/jest/bin/jest.js',
    '--json',
    `--outputFile=${path.join(results, 'jest.json')}`,
  ]);
  if (!ok) failures.push('jest');
}
if (want('e2e')) {
  if (!ensureDebianPackage(CHROMIUM, 'chromium', 'the browser tests drive it')) {
    console.error('Chromium could not be installed: browser tests cannot run.');
    failures.push('chromium');
  } else if (
    !step('browser tests (playwright + chromium)', node, [
      'node_modules/@playwright/test/cli.js',
      'test',
      '-c',
      'e2e/playwright.config.ts',
    ])
  ) {
    failures.push('e2e');
  }
}

const jest = counts(path.join(results, 'jest.json'), (j) => ({
  passed: Number(j.numPassedTests ?? 0),
  failed: Number(j.numFailedTests ?? 0),
}));
const e2e = counts(path.join(results, 'e2e.json'), (j) => {
  const stats = (j.stats ?? {}) as Record<string, number>;
  return {
    passed: Number(stats.expected ?? 0),
    failed: Number(stats.unexpected ?? 0) + Number(stats.flaky ?? 0),
  };
});
console.log(
  `\njest: ${jest.passed} passed, ${jest.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed`,
);
if (failures.length > 0) console.log(`failed steps: ${failures.join(', ')}`);
const failed = jest.failed + e2e.failed + (failures.length > 0 && jest.failed + e2e.failed === 0 ? 1 : 0);
console.log(`tests: ${jest.passed + e2e.passed} passed, ${failed} failed`);
process.exit(failures.length > 0 ? 1 : 0);
