import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../start/packages';

/**
 * Time from launching `npm start`'s entry point to the first 200 on `/`, on already-built bundles. With a fresh
 * data folder this includes PGlite's first open, migrations and seeding in every service.
 */
export async function coldStart(dataDir: string, ports: Record<string, number>): Promise<number> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DATA_DIR: dataDir,
    SL_QUIET: 'true',
    LOG_LEVEL: 'warn',
  };
  for (const [name, port] of Object.entries(ports)) env[`${name.toUpperCase()}_PORT`] = String(port);
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts', 'src', 'start', 'main.ts')],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${ports.shell}/`);
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not up yet
      }
      if (performance.now() - started > 180_000) throw new Error('npm start did not answer within 180 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    // A start that already died has fired its exit: waiting for another would never end.
    if (child.exitCode === null && child.signalCode === null)
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
  }
}
