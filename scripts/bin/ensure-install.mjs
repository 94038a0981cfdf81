// Installs the npm packages when they are missing or older than the lock file, with nothing but Node itself,
// so `npm start` and `npm test` work on a fresh clone. Plain JavaScript: it runs before any dependency exists.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const marker = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');

const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
const run = (args) =>
  spawnSync('npm', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });

if (stale) {
  console.log('Installing npm packages (npm ci)…');
  let result = run(['ci', '--no-audit', '--no-fund']);
  if (result.status !== 0) {
    // npm 11 here leaves other platforms' optional binaries (@swc/core-darwin-*, …) out of the lock file it
    // writes, and then `npm ci` refuses that same lock file. `npm install` still installs the locked versions.
    console.log('npm ci refused the lock file; installing the locked versions with npm install instead…');
    result = run(['install', '--no-audit', '--no-fund']);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}
