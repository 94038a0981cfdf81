import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PACKAGES, ROOT } from '../start/packages';
import { runPool } from './pool';

const STAMP = '.build-stamp';

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-builds') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** A package needs building when anything its bundle is made from is newer than its last build. */
export function isStale(dir: string, outDir = path.join(dir, 'dist')): boolean {
  const stamp = path.join(outDir, STAMP);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  const inputs = [
    path.join(dir, 'src'),
    path.join(dir, 'webpack.config.mjs'),
    path.join(dir, 'package.json'),
    path.join(ROOT, 'shared-contracts', 'src'),
    // Every bundle carries the design system (@sl/ui, a shared singleton): a change to it rebuilds them all.
    path.join(ROOT, 'design-system', 'src'),
    path.join(ROOT, 'scripts', 'webpack'),
    path.join(ROOT, 'package-lock.json'),
  ];
  return inputs.some((input) => newestMtime(input) > built);
}

export interface BuildOptions {
  /** Build into another folder (a second build a release manager can switch to). */
  outDir?: string;
  /** Version label baked into the bundle. */
  label?: string;
  quiet?: boolean;
  /** Re-check staleness once the lock is held (another process may have just built it). */
  onlyIfStale?: boolean;
}

/**
 * Serialises builds of one output folder across processes (two test runs at once must not wipe a folder the
 * other is writing). A lock older than five minutes is taken to be left over from a killed build.
 */
async function withBuildLock<T>(outDir: string, fn: () => Promise<T>): Promise<T> {
  const lock = `${outDir}.lock`;
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 300_000)
        rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Runs the package's own production webpack build, exactly as `npm run build -w <package>` does. */
export function buildPackage(dir: string, options: BuildOptions = {}): Promise<void> {
  const outDir = options.outDir ?? path.join(dir, 'dist');
  return withBuildLock(outDir, async () => {
    if (options.onlyIfStale && !isStale(dir, outDir)) return;
    await runWebpack(dir, options);
  });
}

function runWebpack(dir: string, options: BuildOptions): Promise<void> {
  const outDir = options.outDir ?? path.join(dir, 'dist');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'],
      {
        cwd: dir,
        stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
        env: {
          ...process.env,
          ...(options.outDir ? { SL_OUT_DIR: outDir } : {}),
          ...(options.label ? { SL_BUILD_LABEL: options.label } : {}),
        },
      },
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        writeFileSync(path.join(outDir, STAMP), new Date().toISOString());
        resolve();
      } else {
        const name = path.basename(dir);
        const tail = output
          .slice(-4000)
          .split('\n')
          .map((line) => `[${name}] ${line}`)
          .join('\n');
        reject(new Error(`build of ${name} failed (exit ${code})\n${tail}`));
      }
    });
  });
}

/**
 * Builds every package whose inputs changed since its last build, as many at once as there are CPUs (each
 * webpack is one busy process; the five bundles do not depend on each other), and answers the ones it built.
 * A failed build fails the whole with its package's output, after the builds already running have finished.
 */
export async function buildStale(
  options: { force?: boolean; log?: (line: string) => void; concurrency?: number } = {},
): Promise<string[]> {
  const log = options.log ?? console.log;
  const stale = PACKAGES.filter((pkg) => options.force || isStale(path.join(ROOT, pkg.dir)));
  const concurrency = options.concurrency ?? os.availableParallelism();
  if (stale.length > 1)
    log(`building ${stale.length} packages, ${Math.min(concurrency, stale.length)} at a time…`);
  const built: string[] = [];
  await runPool(stale, concurrency, async (pkg) => {
    const started = Date.now();
    log(`${pkg.dir}: building…`);
    await buildPackage(path.join(ROOT, pkg.dir), { quiet: true, onlyIfStale: !options.force });
    log(`${pkg.dir}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    built.push(pkg.dir);
  });
  return built;
}

/** buildStale for a command: a failure prints the failed build's output (not this runner's stack) and exits 1. */
export async function buildStaleOrExit(options: Parameters<typeof buildStale>[0]): Promise<string[]> {
  try {
    return await buildStale(options);
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
