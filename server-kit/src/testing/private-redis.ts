import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from './free-port';

export interface PrivateRedis {
  url: string;
  /** Stops the server (as Redis going away does) and, given `downMs`, starts it again on the same port after. */
  outage(downMs: number): Promise<void>;
  stop(): Promise<void>;
}

/** Whether a Redis answers PING at host:port within a second. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

async function untilPing(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await answersPing(port))) {
    if (Date.now() > until) throw new Error(`redis-server on ${port} did not answer PING`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A Redis server of the test's own (the machine's `redis-server`, in memory, nothing saved), so a test can take it
 * away and bring it back without touching anyone else's. Without the binary it throws and says why, so the test
 * fails instead of being skipped.
 */
export async function redisForTest(purpose: string): Promise<PrivateRedis> {
  if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status !== 0)
    throw new Error(`${purpose} needs Redis: no redis-server on this machine (apt-get install redis-server)`);
  const port = await freePort();
  let server: ChildProcess | null = null;
  const launch = async () => {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await untilPing(port, 10_000);
  };
  const halt = async () => {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    async outage(downMs) {
      await halt();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await launch();
    },
    stop: halt,
  };
}
