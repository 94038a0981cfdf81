import { DEFAULT_COUNTRY_HEADER, type ViewerGeo } from '@sl/contracts';

/**
 * Where each service listens and how others reach it. Every value can be overridden by environment, so the same
 * code runs locally on the default ports and in production behind a load balancer.
 */
export const SERVICE_NAMES = ['shell', 'racing', 'football', 'promos', 'account'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const DEFAULT_PORTS: Record<ServiceName, number> = {
  shell: 3000,
  racing: 3001,
  football: 3002,
  promos: 3003,
  account: 3004,
};

type Env = Record<string, string | undefined>;

const envKey = (name: ServiceName, suffix: string) => `${name.toUpperCase()}_${suffix}`;

function parsePort(value: string | undefined, fallback: number, key: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${key} must be a port number, got "${value}"`);
  return port;
}

export function servicePort(name: ServiceName, env: Env = process.env): number {
  return parsePort(env[envKey(name, 'PORT')], DEFAULT_PORTS[name], envKey(name, 'PORT'));
}

/** The origin a browser uses for the service (remote static files, the shell's pages). */
export function publicOrigin(name: ServiceName, env: Env = process.env): string {
  return env[envKey(name, 'ORIGIN')] ?? `http://localhost:${servicePort(name, env)}`;
}

/** The base URL the shell's gateway uses to reach the service from the server side. */
export function internalUrl(name: ServiceName, env: Env = process.env): string {
  return env[envKey(name, 'INTERNAL_URL')] ?? `http://127.0.0.1:${servicePort(name, env)}`;
}

export interface ServiceRuntime {
  name: ServiceName;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** REDIS_URL: what the replicas share beyond the database (job leases, locks, the shell's counts and breakers). */
  redisUrl: string | undefined;
  dataRoot: string;
  shellOrigin: string;
  /** Where a viewer's country comes from, for the UK/Ireland-only betting content (docs/adr/0005). */
  geo: ViewerGeo;
}

/** The CDN's country header (`COUNTRY_HEADER`), and whether this is a development run (`NODE_ENV` not production). */
function viewerGeo(env: Env = process.env): ViewerGeo {
  return {
    countryHeader: env.COUNTRY_HEADER ?? DEFAULT_COUNTRY_HEADER,
    development: (env.NODE_ENV ?? 'development') !== 'production',
  };
}

export function serviceRuntime(name: ServiceName, env: Env = process.env): ServiceRuntime {
  return {
    name,
    port: servicePort(name, env),
    host: env.HOST ?? 'localhost',
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    dataRoot: env.DATA_DIR ?? 'data',
    shellOrigin: publicOrigin('shell', env),
    geo: viewerGeo(env),
  };
}
