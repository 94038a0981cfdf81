import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '@sl/server-kit';
import { REMOTE_FAILURES_METRIC } from '../../src/errors/remote-failures';
import { startTestShell, type TestShell } from '../test-support/test-shell';
import type { ReleaseVerifier } from './verify';

const ROOT = path.join(import.meta.dirname, '..', '..', '..');
const CLI = path.join(ROOT, 'shell', 'server', 'registry', 'cli.ts');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * A saved sign-in, as `npm run release -- login` leaves it, for the test shell's stand-in identity provider (its
 * tokens: test-support/test-shell.ts). The device flow that writes it is driven against the real provider in
 * e2e/release-sign-in.spec.ts.
 */
function signedIn(site: string, accessToken: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'release-cli-')), 'credentials.json');
  const expiresAt = Date.now() + 3_600_000;
  writeFileSync(
    file,
    JSON.stringify({ site, email: 'rita@example.com', accessToken, refreshToken: null, expiresAt }),
  );
  return file;
}

/** `npm run release -- <args>` as a release manager runs it (node + tsx), against the given shell and data folder. */
function release(env: Record<string, string>, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      {
        cwd: ROOT,
        env: { ...process.env, SL_RELEASE_CREDENTIALS: '/nonexistent/credentials.json', ...env },
        timeout: 60_000,
      },
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
    const site = `http://127.0.0.1:${await closedPort()}`;
    const run = await release(
      { SHELL_INTERNAL_URL: site, DATA_DIR: dataDir, SL_RELEASE_CREDENTIALS: signedIn(site, 'rita-token') },
      'disable',
      'promos',
      '--reason',
      'banner bug',
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/cannot reach the shell's admin API .* nothing was changed/);
    expect(run.stderr).toMatch(/--offline/);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('writes to the database with --offline, and says the change is not live until the shell restarts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'release-cli-'));
    const env = { SHELL_INTERNAL_URL: `http://127.0.0.1:${await closedPort()}`, DATA_DIR: dataDir };
    const run = await release(env, 'disable', 'promos', '--reason', 'shell down for upgrade', '--offline');
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
          reason: 'test change',
          entry: `https://cdn.example/racing/${label}/mf-manifest.json`,
          version: label,
        });
    });
    afterAll(() => shell.close());

    it('needs a release manager signed in to this site, and a reason for every change', async () => {
      const notSignedIn = await release({ SHELL_INTERNAL_URL: shell.base }, 'list');
      expect(notSignedIn.code).toBe(1);
      expect(notSignedIn.stderr).toMatch(/not signed in to .*: run npm run release -- login first/);
      // A sign-in to another site is never sent to this one.
      const elsewhere = {
        SHELL_INTERNAL_URL: shell.base,
        SL_RELEASE_CREDENTIALS: signedIn('http://other.example', 'rita-token'),
      };
      expect((await release(elsewhere, 'list')).stderr).toMatch(/not signed in/);
      const member = {
        SHELL_INTERNAL_URL: shell.base,
        SL_RELEASE_CREDENTIALS: signedIn(shell.base, 'freddie-token'),
      };
      const refused = await release(member, 'list');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/free@example.com is not a release manager/);
      const env = {
        SHELL_INTERNAL_URL: shell.base,
        SL_RELEASE_CREDENTIALS: signedIn(shell.base, 'rita-token'),
      };
      const unexplained = await release(env, 'disable', 'promos');
      expect(unexplained.code).toBe(2);
      expect(unexplained.stderr).toMatch(/--reason/);
    });

    it('shows the history and rolls back to any earlier version through the admin API', async () => {
      const env = {
        SHELL_INTERNAL_URL: shell.base,
        SL_RELEASE_CREDENTIALS: signedIn(shell.base, 'rita-token'),
      };
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
      expect(audit[0]).toMatchObject({
        action: 'rollback',
        reason: 'cards broken',
        actor: 'rita@example.com',
      });

      const refused = await release(env, 'rollback', 'racing', '--to', 'v9', '--reason', 'older');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/never released a version "v9"/);
    });

    it('starts, lists and aborts a rollout through the admin API', async () => {
      const env = {
        SHELL_INTERNAL_URL: shell.base,
        SL_RELEASE_CREDENTIALS: signedIn(shell.base, 'rita-token'),
      };
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
        '--reason',
        'new fixtures page',
      );
      expect(started.code).toBe(0);
      expect(started.stdout).toMatch(/football\s+yes\s+local\s+\S+\s+f2 at 10 % \(linear:10:5m\)/);
      const refused = await release(env, 'rollout', 'racing', url, '--plan', 'linear:0:5m', '--reason', 'x');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/The step must be a whole number from 1 to 100/);
      const aborted = await release(env, 'abort', 'football', '--reason', 'drill');
      expect(aborted.code).toBe(0);
      expect(aborted.stdout).toMatch(/football\s+yes\s+local\s+\S+\s+-\s/);
    });

    it('prints each version’s failure rates over the last 5, 15 and 60 minutes, never offline', async () => {
      const env = {
        SHELL_INTERNAL_URL: shell.base,
        SL_RELEASE_CREDENTIALS: signedIn(shell.base, 'rita-token'),
      };
      for (let i = 0; i < 4; i++) await fetch(`${shell.base}/`);
      const racing = (await release(env, 'list')).stdout.match(/^racing\s+yes\s+(\S+)/m)?.[1];
      await fetch(`${shell.base}/metrics/counter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: REMOTE_FAILURES_METRIC,
          labels: { remote: 'racing', version: racing },
          help: 'x',
        }),
      });
      const rates = await release(env, 'rates', 'racing');
      expect(rates.code).toBe(0);
      expect(rates.stdout).toMatch(/^VERSION\s+LAST 5 MIN\s+LAST 15 MIN\s+LAST HOUR$/m);
      expect(rates.stdout).toMatch(
        new RegExp(`^${racing}\\s+25\\.0 % \\(1/4\\)\\s+25\\.0 % \\(1/4\\)\\s+25\\.0 % \\(1/4\\)$`, 'm'),
      );
      const offline = await release(
        { ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'release-cli-')) },
        'rates',
        'racing',
        '--offline',
      );
      expect(offline.code).toBe(1);
      expect(offline.stderr).toMatch(/nothing to read offline/);
    });
  });
});
