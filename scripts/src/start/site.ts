import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, type WriteStream } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SERVICE_NAMES, servicePort, type ServiceName } from '@sl/server-kit';

const envPorts = () =>
  Object.fromEntries(SERVICE_NAMES.map((name) => [name, servicePort(name)])) as Record<ServiceName, number>;
import { CHROMIUM_LAUNCH } from '../browser/chromium';
import { ROOT, packageDir } from './packages';
import { Supervised } from './supervisor';

export interface SiteOptions {
  dataDir: string;
  ports?: Partial<Record<ServiceName, number>>;
  /** Extra environment for every service (DATABASE_URL, RELEASE_MANAGERS, …). */
  env?: Record<string, string>;
  /** Where service output goes: 'inherit' prefixes it on this console, a folder gets one log file per service. */
  logs?: 'inherit' | string;
  readyTimeoutMs?: number;
  /** Where the supervisor's lines go (deaths, restarts, readiness); the console by default. */
  log?: (line: string) => void;
}

export interface RunningSite {
  url: string;
  env: Record<string, string>;
  ports: Record<ServiceName, number>;
  origin(service: ServiceName): string;
  /** Stops a service for good (no restart) until startService. */
  stopService(service: ServiceName): Promise<void>;
  startService(service: ServiceName): Promise<void>;
  /** The service's current process id, for drills that kill it. */
  pid(service: ServiceName): number | undefined;
  /** One line per service: state, process, port and restarts. */
  status(): string[];
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

/**
 * Starts every service the way they deploy: one process each, on its own port, with its own database under
 * `dataDir`. `npm start`, the browser tests and the benchmarks all start the site through this one function.
 */
export async function startSite(options: SiteOptions): Promise<RunningSite> {
  // Ports from <NAME>_PORT when set (as README promises for npm start), else the defaults 3000-3004.
  const ports = { ...envPorts(), ...options.ports };
  const env: Record<string, string> = { DATA_DIR: options.dataDir, ...options.env };
  for (const name of SERVICE_NAMES) env[`${name.toUpperCase()}_PORT`] = String(ports[name]);
  const logFiles = new Map<ServiceName, WriteStream>();
  if (options.logs && options.logs !== 'inherit') mkdirSync(options.logs, { recursive: true });
  const log = options.log ?? ((line: string) => console.log(`[supervisor] ${line}`));

  // The release check loads each exposed module of a build in headless Chromium where the machine has one (the
  // browser tests install it); elsewhere it compiles them only, and the shell says so.
  const releaseCheckBrowser = existsSync(CHROMIUM_LAUNCH.executablePath)
    ? { RELEASE_CHECK_BROWSER: CHROMIUM_LAUNCH.executablePath }
    : {};
  const spawnService = (service: ServiceName) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(packageDir(service), 'server', 'main.ts')],
      {
        cwd: ROOT,
        env: {
          // The sections sit behind the shell's gateway on this machine: they believe the browser's address it
          // forwards (sign-in throttling counts clients by it), and only from loopback. The shell believes no one.
          ...(service === 'shell' ? releaseCheckBrowser : { TRUST_PROXY: '127.0.0.1,::1' }),
          ...process.env,
          ...env,
          NODE_ENV: process.env.NODE_ENV ?? 'production',
        },
        // The IPC channel is only a lifeline: the service exits when this process goes away (see runService).
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      },
    );
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
    return child;
  };

  const supervised = Object.fromEntries(
    SERVICE_NAMES.map((service) => [
      service,
      new Supervised({
        name: service,
        spawn: () => spawnService(service),
        readyUrl: `http://127.0.0.1:${ports[service]}/readyz`,
        liveUrl: `http://127.0.0.1:${ports[service]}/healthz`,
        // A first start migrates and seeds five databases at once: on a busy 2-core machine (load 30) one
        // service alone took 69 s to answer /readyz, so 90 s failed a fresh `npm start` that was only slow. A hung
        // service still fails, later.
        readyTimeoutMs: options.readyTimeoutMs ?? 300_000,
        log,
      }),
    ]),
  ) as Record<ServiceName, Supervised>;

  const stopService = (service: ServiceName) => supervised[service].stop();
  const status = () =>
    SERVICE_NAMES.map((service) => {
      const s = supervised[service];
      const exit = s.lastExit ? `, last ${s.lastExit}` : '';
      return `${service.padEnd(8)} ${s.state.padEnd(10)} pid ${s.pid ?? '-'}  port ${ports[service]}  restarts ${s.restarts}${exit}`;
    });

  try {
    await Promise.all(SERVICE_NAMES.map((service) => supervised[service].start()));
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
    startService: (service) => supervised[service].start(),
    pid: (service) => supervised[service].pid,
    status,
    stop: async () => {
      await Promise.all(SERVICE_NAMES.map(stopService));
      for (const file of logFiles.values()) file.end();
    },
  };
}
