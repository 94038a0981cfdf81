import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePorts } from './site';
import { Supervised, type SupervisorOptions } from './supervisor';

/**
 * A stand-in service: /healthz and /readyz answer 200; GET /hang blocks its event loop for good; with CRASH_AFTER_READY
 * set it dies half a second after it starts listening, every time.
 */
const SERVICE = `
const http = require('node:http');
const server = http.createServer((req, res) => {
  if (req.url === '/hang') { for (;;) {} }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ status: 'ok', pid: process.pid }));
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => {
  if (process.env.CRASH_AFTER_READY) setTimeout(() => process.exit(3), 500);
});
`;

const dir = mkdtempSync(path.join(tmpdir(), 'sl-supervisor-'));
const script = path.join(dir, 'service.cjs');
writeFileSync(script, SERVICE);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pidAnswering(port: number): Promise<number | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(500) });
    return ((await response.json()) as { pid: number }).pid;
  } catch {
    return null;
  }
}

async function supervise(overrides: Partial<SupervisorOptions> & { env?: Record<string, string> } = {}) {
  const [port] = await freePorts(1);
  const lines: string[] = [];
  const { env, ...rest } = overrides;
  const supervised = new Supervised({
    name: 'fake',
    spawn: () =>
      spawn(process.execPath, [script], {
        env: { ...process.env, PORT: String(port), ...env },
        stdio: 'ignore',
      }),
    readyUrl: `http://127.0.0.1:${port}/readyz`,
    liveUrl: `http://127.0.0.1:${port}/healthz`,
    readyTimeoutMs: 20_000,
    log: (line) => lines.push(line),
    ...rest,
  });
  return { supervised, port: port as number, lines };
}

async function waitFor<T>(what: () => Promise<T | null> | T | null, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

describe('the supervisor', () => {
  it('restarts a service killed with SIGKILL, logs why, and it answers again within 5 s', async () => {
    const { supervised, port, lines } = await supervise();
    await supervised.start();
    try {
      const first = supervised.pid as number;
      expect(await pidAnswering(port)).toBe(first);
      const killedAt = Date.now();
      process.kill(first, 'SIGKILL');
      const next = await waitFor(async () => {
        const pid = await pidAnswering(port);
        return pid !== null && pid !== first ? pid : null;
      }, 5_000);
      expect(Date.now() - killedAt).toBeLessThan(5_000);
      expect(next).toBe(supervised.pid);
      await waitFor(() => supervised.state === 'up', 2_000);
      expect(supervised.restarts).toBe(1);
      expect(lines.join('\n')).toMatch(new RegExp(`fake \\(pid ${first}\\) killed by SIGKILL; restart 1 in`));
      expect(lines.join('\n')).toMatch(/fake is back \(pid \d+, ready in/);
    } finally {
      await supervised.stop();
    }
  });

  it('kills and restarts a service whose event loop hangs', async () => {
    const { supervised, port, lines } = await supervise({
      probeEveryMs: 200,
      probeTimeoutMs: 300,
      failedProbesBeforeKill: 3,
    });
    await supervised.start();
    try {
      const first = supervised.pid as number;
      void fetch(`http://127.0.0.1:${port}/hang`).catch(() => undefined);
      await waitFor(async () => {
        const pid = await pidAnswering(port);
        return pid !== null && pid !== first ? pid : null;
      }, 15_000);
      expect(lines.join('\n')).toContain(`fake (pid ${first}) did not answer 3 liveness probes: killing it`);
      expect(supervised.restarts).toBe(1);
    } finally {
      await supervised.stop();
    }
  });

  it('waits longer before each restart of a service that keeps dying', async () => {
    const { supervised, lines } = await supervise({ env: { CRASH_AFTER_READY: '1' }, firstBackoffMs: 100 });
    await supervised.start();
    try {
      await waitFor(() => supervised.restarts >= 3, 15_000);
      const delays = lines
        .filter((line) => line.includes('exited with code 3; restart'))
        .map((line) => Number(/in ([\d.]+) s$/.exec(line)?.[1]));
      expect(delays.slice(0, 3)).toEqual([0.1, 0.2, 0.4]);
    } finally {
      await supervised.stop();
    }
  });

  it('leaves a service it was asked to stop stopped', async () => {
    const { supervised, port } = await supervise();
    await supervised.start();
    await supervised.stop();
    expect(supervised.state).toBe('stopped');
    await sleep(1_000);
    expect(await pidAnswering(port)).toBeNull();
    expect(supervised.restarts).toBe(0);
  });

  it('reports a first start that dies to the caller, with the reason', async () => {
    const [port] = await freePorts(1);
    const supervised = new Supervised({
      name: 'broken',
      spawn: () => spawn(process.execPath, ['-e', 'process.exit(7)'], { stdio: 'ignore' }),
      readyUrl: `http://127.0.0.1:${port}/readyz`,
      liveUrl: `http://127.0.0.1:${port}/healthz`,
      readyTimeoutMs: 10_000,
      log: () => undefined,
    });
    await expect(supervised.start()).rejects.toThrow('broken exited with code 7 before it was ready');
    await sleep(500);
    expect(supervised.restarts).toBe(0);
  });

  it('does not take an older process still holding the port for the child it started', async () => {
    const { supervised, port, lines } = await supervise({ readyTimeoutMs: 10_000 });
    // The older copy: the same service, already listening on the port, so the new child cannot bind it and exits.
    const older = spawn(process.execPath, [script], {
      env: { ...process.env, PORT: String(port) },
      stdio: 'ignore',
    });
    try {
      await waitFor(() => pidAnswering(port), 10_000);
      await expect(supervised.start()).rejects.toThrow(/fake exited with code 1 before it was ready/);
      expect(lines.join('\n')).toMatch(new RegExp(`answered by pid ${older.pid}, not by pid \\d+`));
    } finally {
      older.kill('SIGKILL');
    }
  });
});
