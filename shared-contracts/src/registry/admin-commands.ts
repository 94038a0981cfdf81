import type { RemoteRoute } from '@sl/contracts';

/**
 * The release managers' commands and the admin API request each one is (/admin/registry on the shell). The release
 * CLI and the release console both build their requests here, so the two cannot drift apart.
 */

/** Everything a release manager can ask of the registry, from the CLI or the admin API. */
export type RegistryCommand =
  | { op: 'list' }
  | { op: 'set'; name: string; entry: string; version?: string; reason?: string; skipVerify?: boolean }
  | { op: 'enable'; name: string; reason?: string }
  | { op: 'disable'; name: string; reason?: string }
  | { op: 'rollback'; name: string; to?: string; reason?: string }
  | {
      op: 'schedule';
      name: string;
      entry: string;
      from: string;
      to: string;
      version?: string;
      reason?: string;
      skipVerify?: boolean;
    }
  | { op: 'unschedule'; name: string; reason?: string }
  | {
      op: 'rollout';
      name: string;
      entry: string;
      version?: string;
      percent?: number;
      plan?: string;
      reason?: string;
      skipVerify?: boolean;
    }
  | { op: 'promote'; name: string; reason?: string }
  | { op: 'abort'; name: string; reason?: string }
  | { op: 'history'; name: string; limit?: number }
  | { op: 'audit'; limit?: number }
  | {
      op: 'register';
      name: string;
      /** The build's container name; the remote's name if absent. */
      scope?: string;
      entry: string;
      version?: string;
      routes?: RemoteRoute[];
      api?: { prefix: string; upstream: string };
      reason?: string;
      skipVerify?: boolean;
    };

/** A remote's failure rates by the minute: counted by the running shell in memory, so never offline. */
export type RatesCommand = { op: 'rates'; name: string };

/** An HTTP request to the admin API: method, path below the site's origin, JSON body if any. */
export interface RegistryRequest {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
}

/** The fields that are set, so a request body carries no `undefined` (the API refuses unknown shapes). */
function defined(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** The admin API request that carries out a command: the CLI's (when the shell is running) and the console's. */
export function registryRequest(command: RegistryCommand | RatesCommand): RegistryRequest {
  const base = '/admin/registry';
  switch (command.op) {
    case 'list':
      return { method: 'GET', path: base };
    case 'audit':
      return { method: 'GET', path: `${base}/audit${command.limit ? `?limit=${command.limit}` : ''}` };
    case 'set': {
      const { op: _op, name, ...body } = command;
      return { method: 'PUT', path: `${base}/${encodeURIComponent(name)}`, body: defined(body) };
    }
    case 'schedule': {
      const { op: _op, name, ...body } = command;
      return { method: 'PUT', path: `${base}/${encodeURIComponent(name)}/schedule`, body: defined(body) };
    }
    case 'rates':
      return { method: 'GET', path: `${base}/${encodeURIComponent(command.name)}/rates` };
    case 'history':
      return {
        method: 'GET',
        path: `${base}/${encodeURIComponent(command.name)}/history${command.limit ? `?limit=${command.limit}` : ''}`,
      };
    case 'rollback':
      return {
        method: 'POST',
        path: `${base}/${encodeURIComponent(command.name)}/rollback`,
        body: defined({ to: command.to, reason: command.reason }),
      };
    case 'unschedule':
      return {
        method: 'DELETE',
        path: `${base}/${encodeURIComponent(command.name)}/schedule`,
        body: defined({ reason: command.reason }),
      };
    case 'register': {
      const { op: _op, name, ...body } = command;
      return { method: 'PUT', path: `${base}/${encodeURIComponent(name)}/registration`, body: defined(body) };
    }
    case 'rollout': {
      const { op: _op, name, ...body } = command;
      return { method: 'PUT', path: `${base}/${encodeURIComponent(name)}/rollout`, body: defined(body) };
    }
    case 'promote':
    case 'abort':
      return {
        method: 'POST',
        path: `${base}/${encodeURIComponent(command.name)}/rollout/${command.op}`,
        body: defined({ reason: command.reason }),
      };
    case 'enable':
    case 'disable':
      return {
        method: 'POST',
        path: `${base}/${encodeURIComponent(command.name)}/${command.op}`,
        body: defined({ reason: command.reason }),
      };
  }
}
