// Installs the npm packages with `npm ci` when node_modules is missing or older than the lock file, so
// `npm start` and `npm test` work on a fresh clone. Only `npm ci`: it installs exactly the lock file or refuses,
// and a refused lock is an error to fix, not a reason to let `npm install` resolve something else.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { npmCommand } from './npm-command.mjs';

/** Runs `npm ci` on `node` (the project's Node) when needed; throws when npm ci fails. */
export function ensureInstall(root, node, env) {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale =
    !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log('Installing npm packages (npm ci)…');
  const started = Date.now();
  const npm = npmCommand(node);
  const result = spawnSync(npm.command, [...npm.args, 'ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    shell: npm.shell,
    env: { ...env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (result.status !== 0)
    throw new Error(
      `npm ci failed (exit ${result.status ?? result.signal}). If it refused package-lock.json, the lock no longer ` +
        'matches package.json or misses a platform package: run `npm install`, check it with ' +
        '`node scripts/bin/check-lock.mjs`, and commit package.json with package-lock.json.',
    );
  console.log(`Installed npm packages in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
