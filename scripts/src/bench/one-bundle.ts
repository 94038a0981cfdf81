import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ROOT } from '../start/packages';
import { freePorts, type RunningSite } from '../start/site';
import { Supervised } from '../start/supervisor';

export interface OneBundleSite {
  /** The second shell's address: the same pages, APIs and section services, with the one-bundle build's JS. */
  url: string;
  buildSeconds: number;
  stop(): Promise<void>;
}

/** `webpack --config scripts/webpack/one-bundle.mjs` into `<workDir>/dist`, never a package's dist/. */
function buildOneBundle(workDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
        '--mode',
        'production',
        '--config',
        path.join(ROOT, 'scripts', 'webpack', 'one-bundle.mjs'),
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, SL_ONE_BUNDLE_DIR: workDir } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`one-bundle build failed (exit ${code})\n${output.slice(-4000)}`)),
    );
  });
}

/**
 * Builds the site as one non-federated bundle (scripts/webpack/one-bundle.mjs) and serves it from a second shell
 * process (SHELL_DIST_DIR) on a free port, in front of the running site's section services: the same server, page
 * template, boot config and gateway as `site`, only the page's JavaScript differs.
 */
export async function startOneBundleSite(
  site: RunningSite,
  log: (line: string) => void,
): Promise<OneBundleSite> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'sl-bench-one-bundle-'));
  try {
    const started = performance.now();
    await buildOneBundle(workDir);
    const buildSeconds = (performance.now() - started) / 1000;
    const [port] = await freePorts(1);
    const shell = new Supervised({
      name: 'one-bundle shell',
      spawn: () => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', path.join(ROOT, 'shell', 'server', 'main.ts')],
          {
            cwd: ROOT,
            env: {
              ...process.env,
              ...site.env,
              // Its own port and database; the other services' ports (site.env) stay those of the running site.
              SHELL_PORT: String(port),
              DATA_DIR: path.join(workDir, 'data'),
              SHELL_DIST_DIR: path.join(workDir, 'dist'),
              NODE_ENV: process.env.NODE_ENV ?? 'production',
            },
            stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
          },
        );
        child.stdout?.resume();
        child.stderr?.resume();
        return child;
      },
      readyUrl: `http://127.0.0.1:${port}/readyz`,
      liveUrl: `http://127.0.0.1:${port}/healthz`,
      readyTimeoutMs: 300_000,
      log,
    });
    await shell.start();
    return {
      url: `http://localhost:${port}`,
      buildSeconds,
      stop: async () => {
        await shell.stop();
        rmSync(workDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The federated slots a loaded page shows, by remote (`data-remote` elements): the same page from both builds
 * should show the same, so the bytes compared are those of the same content.
 */
export async function renderedSlots(browser: Browser, url: string, waitFor: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.locator(waitFor).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const remotes = await page
      .locator('[data-remote]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-remote') ?? ''));
    const counts = new Map<string, number>();
    for (const remote of remotes) counts.set(remote, (counts.get(remote) ?? 0) + 1);
    return [...counts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([remote, count]) => `${remote} ${count}`)
      .join(', ');
  } finally {
    await context.close();
  }
}
