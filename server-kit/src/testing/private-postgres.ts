import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

/**
 * A PostgreSQL server of the drill's own, in a temporary folder on a free loopback port: the drill restarts it,
 * and the machine's shared server (the one `TEST_DATABASE_URL` tests use) is never touched. It needs the server's
 * binaries installed (Debian's `postgresql`); PostgreSQL refuses to run as root, so under root it runs as the
 * `postgres` user the package creates.
 */
export interface PrivatePostgres {
  url: string;
  /** Stops the server as a restart would (fast shutdown: every connection dropped) and starts it again. */
  restart(): Promise<{ downMs: number }>;
  stop(): Promise<void>;
}

function binDir(): string | null {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(path.join(dir, 'postgres'))) return dir;
  } catch {
    // pg_config missing: look where Debian puts the server.
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const dir = path.join(root, version, 'bin');
    if (existsSync(path.join(dir, 'postgres'))) return dir;
  }
  return null;
}

/** How long the drill's restart keeps the server down. */
const RESTART_DOWN_MS = 3_000;

const asRoot = process.getuid?.() === 0;

/** A command as the user PostgreSQL accepts: ourselves, or `postgres` when we are root. */
function as(command: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function untilReady(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/** Starts a private server, or answers why it cannot (no binaries, no `postgres` user). */
export async function startPrivatePostgres(): Promise<PrivatePostgres | { unavailable: string }> {
  const bin = binDir();
  if (!bin) return { unavailable: 'no PostgreSQL server binaries on this machine' };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sl-drill-pg-'));
  // The server's user must own its folder; the parent temp folder is shared.
  chmodSync(dataDir, 0o777);
  const pgData = path.join(dataDir, 'pgdata');
  try {
    const [cmd, args] = as(path.join(bin, 'initdb'), [
      '-D',
      pgData,
      '-A',
      'trust',
      '-U',
      'drill',
      '--no-sync',
    ]);
    execFileSync(cmd, args, { stdio: 'ignore' });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    return { unavailable: `initdb failed: ${(error as Error).message}` };
  }
  const port = await freePort();
  const url = `postgres://drill@127.0.0.1:${port}/postgres`;
  const pgCtl = (args: string[]) => {
    const [cmd, argv] = as(path.join(bin, 'pg_ctl'), ['-D', pgData, ...args]);
    execFileSync(cmd, argv, { stdio: 'ignore' });
  };
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const launch = () => pgCtl(['-o', options, '-l', path.join(dataDir, 'server.log'), 'start']);
  // A fast shutdown rolls back open transactions and cuts every client off, as an operator's restart does.
  const halt = () => pgCtl(['-m', 'fast', 'stop']);
  launch();
  await untilReady(url, 30_000);
  return {
    url,
    async restart() {
      const started = Date.now();
      halt();
      // Down for a while, as a real restart with recovery is: services meet refused connections, not a blip.
      await new Promise((resolve) => setTimeout(resolve, RESTART_DOWN_MS));
      launch();
      await untilReady(url, 30_000);
      return { downMs: Date.now() - started };
    },
    async stop() {
      halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A PostgreSQL server for a test that needs one shared between processes or connections: the machine's
 * (TEST_DATABASE_URL, which .ci/run sets when one answers on 127.0.0.1:5432), else a private one started here.
 * Without either it throws and says why, so the test fails instead of being skipped.
 */
export async function postgresForTest(purpose: string): Promise<{ url: string; stop(): Promise<void> }> {
  const shared = process.env.TEST_DATABASE_URL;
  if (shared) return { url: shared, stop: async () => undefined };
  const started = await startPrivatePostgres();
  if ('unavailable' in started) throw new Error(`${purpose} needs PostgreSQL: ${started.unavailable}`);
  return started;
}
