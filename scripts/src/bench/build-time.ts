/**
 * How long builds take:
 * - a full build of the site: every package (the shell and the four remotes) rebuilt whatever its stamp says, as
 *   many webpack processes at once as `npm run build` runs (one per CPU). It stands in for the bench's usual
 *   build-what-is-stale step, which then finds nothing stale;
 * - each package rebuilt alone, nothing else building: what a team waits for when it releases its remote (issue 18
 *   aims at <= 15 s for a remote).
 */
import os from 'node:os';
import path from 'node:path';
import { buildPackage, buildStale } from '../build/build';
import { PACKAGES, ROOT } from '../start/packages';

export interface BuildTime {
  packages: number;
  concurrency: number;
  seconds: number;
}

export async function fullBuildTime(log: (line: string) => void): Promise<BuildTime> {
  const started = performance.now();
  const built = await buildStale({ force: true, log });
  return {
    packages: built.length,
    concurrency: Math.min(os.availableParallelism(), built.length),
    seconds: (performance.now() - started) / 1000,
  };
}

/** Each package rebuilt on its own, one after another, in seconds by package folder. */
export async function rebuildAloneTimes(): Promise<Array<{ dir: string; seconds: number }>> {
  const times: Array<{ dir: string; seconds: number }> = [];
  for (const pkg of PACKAGES) {
    const started = performance.now();
    await buildPackage(path.join(ROOT, pkg.dir), { quiet: true });
    times.push({ dir: pkg.dir, seconds: (performance.now() - started) / 1000 });
  }
  return times;
}
