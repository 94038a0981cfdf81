import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '@sl/server-kit';
import { startTestShell, type TestShell } from '../test-support/test-shell';
import type { ReleaseVerifier } from './verify';

const ROOT = path.join(import.meta.dirname, '..', '..', '..');
const CLI = path.join(ROOT, 'shell', 'server', 'registry', 'cli.ts');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run release -- <args>` as a release manager runs it (node + tsx), against the given shell and data folder. */
function release(env: Record<string, string>, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { cwd: ROOT, env: { ...process.env, RELEASE_TOKEN: 'test-release-token', ...env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A port nothing listens on: taken from the OS, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const acceptAnyBuild: ReleaseVerifier = async (_remote, manifestUrl) => ({
  remoteEntry: new URL('remoteEntry.js', manifestUrl).toString(),
  integrity: 'sha384-test',
  contractsVersion: '0.1.0',
});

describe('the release CLI', () => {
  it('fails loudly when it cannot reach the shell, and writes nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'release-cli-'));
    const run = await release(
      { SHELL_INTERNAL_URL: `http://127.0.0.1:${await closedPort()}`, DATA_DIR: dataDir },
      'disable',
      'promos',
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/cannot reach the shell's admin API .* nothing was changed/);
    expect(run.stderr).toMatch(/--offline/);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('writes to the database with --offline, and says the change is not live until the shell restarts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'release-cli-'));
    const env = { SHELL_INTERNAL_URL: `http://127.0.0.1:${await closedPort()}`, DATA_DIR: dataDir };
    const run = await release(env, 'disable', 'promos', '--offline');
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/not live until the shell \(re\)starts/);
    expect(run.stdout).toMatch(/promos\s+no\s/);
    expect(existsSync(dataDir) && readdirSync(dataDir).length).toBeGreaterThan(0);
    const listed = await release(env, 'list', '--offline');
    expect(listed.stdout).toMatch(/promos\s+no\s/);
  });

  describe('against a running shell', () => {
    let shell: TestShell;
    beforeAll(async () => {
      shell = await startTestShell(await openPglite(), {}, { verifyRelease: acceptAnyBuild });
      for (const label of ['v1', 'v2'])
        await shell.call('PUT', '/admin/registry/racing', {
          entry: `https://cdn.example/racing/${label}/mf-manifest.json`,
          version: label,
        });
    });
    afterAll(() => shell.close());

    it('shows the history and rolls back to any earlier version through the admin API', async () => {
      const env = { SHELL_INTERNAL_URL: shell.base };
      const history = await release(env, 'history', 'racing');
      expect(history.code).toBe(0);
      expect(history.stdout).toMatch(/^\*\s+v2\s/m);
      expect(history.stdout).toMatch(/^\s+local\s/m);

      const rolled = await release(env, 'rollback', 'racing', '--to', 'local', '--reason', 'cards broken');
      expect(rolled.code).toBe(0);
      expect(rolled.stdout).toMatch(/racing\s+yes\s+local\s/);
      const audit = (await (await shell.call('GET', '/admin/registry/audit?limit=1')).json()) as Array<{
        action: string;
        reason: string;
      }>;
      expect(audit[0]).toMatchObject({ action: 'rollback', reason: 'cards broken' });

      const refused = await release(env, 'rollback', 'racing', '--to', 'v9');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/never released a version "v9"/);
    });

    it('starts, lists and aborts a rollout through the admin API', async () => {
      const env = { SHELL_INTERNAL_URL: shell.base };
      const url = 'https://cdn.example/football/f2/mf-manifest.json';
      const started = await release(
        env,
        'rollout',
        'football',
        url,
        '--label',
        'f2',
        '--plan',
        'linear:10:5m',
      );
      expect(started.code).toBe(0);
      expect(started.stdout).toMatch(/football\s+yes\s+local\s+\S+\s+f2 at 10 % \(linear:10:5m\)/);
      const refused = await release(env, 'rollout', 'racing', url, '--plan', 'linear:0:5m');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/The step must be a whole number from 1 to 100/);
      const aborted = await release(env, 'abort', 'football', '--reason', 'drill');
      expect(aborted.code).toBe(0);
      expect(aborted.stdout).toMatch(/football\s+yes\s+local\s+\S+\s+-\s/);
    });
  });
});
