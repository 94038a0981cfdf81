import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../start/packages';

/**
 * Time from launching `npm start`'s entry point to the first 200 on `/`, on already-built bundles. With a fresh
 * data folder this includes PGlite's first open, migrations and seeding in every service.
 *
 * The shell can answer before every service is ready, while `npm start` is still waiting for them and has not yet
 * set up its own SIGTERM handling: a SIGTERM to it alone then ends it and leaves its services running. So it runs
 * in a process group of its own, and the whole group is stopped (SIGTERM, then SIGKILL after the supervisor's
 * 12 s grace).
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
      detached: true,
    },
  );
  // A Ctrl-C of the bench no longer reaches the detached group: pass it on.
  const onInterrupt = () => {
    signalGroup(child.pid, 'SIGTERM');
    process.exit(130);
  };
  process.once('SIGINT', onInterrupt);
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
    process.off('SIGINT', onInterrupt);
    // A start that already died has fired its exit: waiting for another would never end.
    const exited =
      child.exitCode === null && child.signalCode === null
        ? new Promise<void>((resolve) => child.once('exit', () => resolve()))
        : Promise.resolve();
    signalGroup(child.pid, 'SIGTERM');
    await exited;
    await stopGroup(child.pid);
  }
}

/** Sends `signal` to every process of the group `pid` leads; false when none is left. */
function signalGroup(pid: number | undefined, signal: NodeJS.Signals | 0): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // ESRCH: the group is empty
  }
}

/** Waits for the rest of the group (the services) to stop, and kills what is left after 13 s. */
async function stopGroup(pid: number | undefined): Promise<void> {
  const deadline = performance.now() + 13_000;
  while (signalGroup(pid, 0)) {
    if (performance.now() > deadline) {
      signalGroup(pid, 'SIGKILL');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
