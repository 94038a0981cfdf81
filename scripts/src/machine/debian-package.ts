import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Installs a Debian package with apt-get when the program it brings is not at `program` yet (the test runner's
 * chromium and redis-server, the bench's wrk). Answers whether the program is there afterwards.
 */
export function ensureDebianPackage(program: string, pkg: string, why: string): boolean {
  if (existsSync(program)) return true;
  console.log(`${program} is missing (${why}): installing Debian's ${pkg} with apt-get…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args: string[]) =>
    spawnSync(sudo[0] ?? args[0]!, sudo.length ? args : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', pkg]);
  return existsSync(program);
}
