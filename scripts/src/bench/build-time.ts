/**
 * How long a full build of the site takes: every package (the shell and the four remotes) rebuilt whatever its
 * stamp says, as many webpack processes at once as `npm run build` runs (one per CPU). It stands in for the bench's
 * usual build-what-is-stale step, which then finds nothing stale.
 */
import os from 'node:os';
import { buildStale } from '../build/build';

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
