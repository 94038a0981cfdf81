import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SERVICE_NAMES, servicePort, type ServiceName } from '@sl/server-kit';

const envPorts = () =>
  Object.fromEntries(SERVICE_NAMES.map((name) => [name, servicePort(name)])) as Record<ServiceName, number>;
import { ROOT, packageDir } from './packages';

export interface SiteOptions {
  dataDir: string;
  ports?: Partial<Record<ServiceName, number>>;
  /** Extra environment for every service (RELEASE_TOKEN, DATABASE_URL, …). */
  env?: Record<string, string>;
  /** Where service output goes: 'inherit' prefixes it on this console, a folder gets one log file per service. */
  logs?: 'inherit' | string;
  readyTimeoutMs?: number;
}

export interface RunningSite {
  url: string;
  env: Record<string, string>;
  ports: Record<ServiceName, number>;
  origin(service: ServiceName): string;
  stopService(service: ServiceName): Promise<void>;
  startService(service: ServiceName): Promise<void>;
  stop(): Promise<void>;
}

/** Free TCP ports on loopback, for test sites that must not clash with a running `npm start`. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as net.AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

async function waitReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url} exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts every service the way they deploy: one process each, on its own port, with its own database under
 * `dataDir`. `npm start`, the browser tests and the benchmarks all start the site through this one function.
 */
export async function startSite(options: SiteOptions): Promise<RunningSite> {
  // Ports from <NAME>_PORT when set (as README promises for npm start), else the defaults 3000-3004.
  const ports = { ...envPorts(), ...options.ports };
  const env: Record<string, string> = { DATA_DIR: options.dataDir, ...options.env };
  for (const name of SERVICE_NAMES) env[`${name.toUpperCase()}_PORT`] = String(ports[name]);
  const children = new Map<ServiceName, ChildProcess>();
  const logFiles = new Map<ServiceName, WriteStream>();
  if (options.logs && options.logs !== 'inherit') mkdirSync(options.logs, { recursive: true });

  const launch = async (service: ServiceName) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(packageDir(service), 'server', 'main.ts')],
      {
        cwd: ROOT,
        env: { ...process.env, ...env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
        // The IPC channel is only a lifeline: the service exits when this process goes away (see runService).
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      },
    );
    children.set(service, child);
    if (options.logs === 'inherit') {
      const prefix = `[${service}] `;
      const relay = (chunk: Buffer) =>
        process.stdout.write(
          chunk
            .toString()
            .split('\n')
            .filter(Boolean)
            .map((line) => `${prefix}${line}\n`)
            .join(''),
        );
      child.stdout?.on('data', relay);
      child.stderr?.on('data', relay);
    } else if (options.logs) {
      let file = logFiles.get(service);
      if (!file) {
        file = createWriteStream(path.join(options.logs, `${service}.log`), { flags: 'a' });
        logFiles.set(service, file);
      }
      child.stdout?.pipe(file, { end: false });
      child.stderr?.pipe(file, { end: false });
    } else {
      child.stdout?.resume();
      child.stderr?.resume();
    }
    await waitReady(`http://127.0.0.1:${ports[service]}/readyz`, child, options.readyTimeoutMs ?? 90_000);
  };

  const stopService = async (service: ServiceName) => {
    const child = children.get(service);
    if (child) await stopChild(child);
  };

  try {
    await Promise.all(SERVICE_NAMES.map(launch));
  } catch (error) {
    await Promise.all(SERVICE_NAMES.map(stopService));
    throw error;
  }

  return {
    url: `http://localhost:${ports.shell}`,
    env,
    ports,
    origin: (service) => `http://localhost:${ports[service]}`,
    stopService,
    startService: launch,
    stop: async () => {
      await Promise.all(SERVICE_NAMES.map(stopService));
      for (const file of logFiles.values()) file.end();
    },
  };
}
