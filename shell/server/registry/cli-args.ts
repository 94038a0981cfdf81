import { UsageError, command, defineCli, wholeNumber, type AdminRequest } from '@sl/server-kit/cli';
import type { RegistryCommand } from './commands';

const label = { value: '<version>' };
/** Every change says why; the audit keeps it beside the person's name (the API refuses a change without one). */
const reason = { value: '<why>', required: true } as const;
/** For a release: `--reason`, or `--skip-verify <reason>`, which carries its own. */
const releaseWhy = { value: '<why>' };
/** Puts a build live without the release check (a drill's broken build); its value is the required reason. */
const skipVerify = { value: '<reason>' };

/** `--skip-verify <reason>` carries its own reason; with `--reason` too it would be ambiguous. */
function releaseReason(options: { reason?: string; 'skip-verify'?: string }) {
  if (options['skip-verify'] === undefined) {
    if (options.reason === undefined) throw new UsageError('say why: --reason <why> is required');
    return { reason: options.reason };
  }
  if (options.reason !== undefined)
    throw new UsageError('--skip-verify takes the reason; leave out --reason');
  return { reason: options['skip-verify'], skipVerify: true };
}

/** Signing the CLI in and out (admin/cli-session.ts): not registry commands, carried out by the CLI itself. */
export type SessionCommand = { op: 'login' } | { op: 'logout' } | { op: 'whoami' };

export const isSessionCommand = (command: ReleaseCliCommand): command is SessionCommand =>
  command.op === 'login' || command.op === 'logout' || command.op === 'whoami';

/** A remote's failure rates by the minute: counted by the running shell in memory, so never offline. */
export type RatesCommand = { op: 'rates'; name: string };

export type ReleaseCliCommand = RegistryCommand | SessionCommand | RatesCommand;

/** The release CLI's commands: its words checked by parseArgs, each turned into a registry or session command. */
export const releaseCli = defineCli<ReleaseCliCommand>('npm run release --', {
  login: command({ build: () => ({ op: 'login' }) }),
  whoami: command({ build: () => ({ op: 'whoami' }) }),
  logout: command({ build: () => ({ op: 'logout' }) }),
  list: command({ build: () => ({ op: 'list' }) }),
  set: command({
    args: ['remote', 'manifest-url'],
    options: { label, reason: releaseWhy, 'skip-verify': skipVerify },
    build: ({ args, options }) => ({
      op: 'set',
      name: args.remote,
      entry: args['manifest-url'],
      version: options.label,
      ...releaseReason(options),
    }),
  }),
  enable: command({
    args: ['remote'],
    options: { reason },
    build: ({ args, options }) => ({ op: 'enable', name: args.remote, reason: options.reason }),
  }),
  disable: command({
    args: ['remote'],
    options: { reason },
    build: ({ args, options }) => ({ op: 'disable', name: args.remote, reason: options.reason }),
  }),
  rollback: command({
    args: ['remote'],
    options: { to: { value: '<version>' }, reason },
    build: ({ args, options }) => ({
      op: 'rollback',
      name: args.remote,
      to: options.to,
      reason: options.reason,
    }),
  }),
  history: command({
    args: ['remote'],
    options: { limit: { value: '<n>' } },
    build: ({ args, options }) => ({
      op: 'history',
      name: args.remote,
      limit: wholeNumber(options.limit, 'limit', 1, 500),
    }),
  }),
  schedule: command({
    args: ['remote', 'manifest-url'],
    options: {
      from: { value: '<iso>', required: true },
      to: { value: '<iso>', required: true },
      label,
      reason: releaseWhy,
      'skip-verify': skipVerify,
    },
    build: ({ args, options }) => ({
      op: 'schedule',
      name: args.remote,
      entry: args['manifest-url'],
      from: options.from as string,
      to: options.to as string,
      version: options.label,
      ...releaseReason(options),
    }),
  }),
  unschedule: command({
    args: ['remote'],
    options: { reason },
    build: ({ args, options }) => ({ op: 'unschedule', name: args.remote, reason: options.reason }),
  }),
  rollout: command({
    args: ['remote', 'manifest-url'],
    options: {
      label,
      percent: { value: '<1-100>' },
      plan: { value: 'canary:<percent>:<duration>|linear:<step>:<interval>' },
      reason: releaseWhy,
      'skip-verify': skipVerify,
    },
    build: ({ args, options }) => {
      if ((options.percent === undefined) === (options.plan === undefined))
        throw new UsageError('rollout takes either --percent <1-100> or --plan <plan>');
      return {
        op: 'rollout',
        name: args.remote,
        entry: args['manifest-url'],
        version: options.label,
        percent: wholeNumber(options.percent, 'percent', 1, 100),
        plan: options.plan,
        ...releaseReason(options),
      };
    },
  }),
  promote: command({
    args: ['remote'],
    options: { reason },
    build: ({ args, options }) => ({ op: 'promote', name: args.remote, reason: options.reason }),
  }),
  abort: command({
    args: ['remote'],
    options: { reason },
    build: ({ args, options }) => ({ op: 'abort', name: args.remote, reason: options.reason }),
  }),
  rates: command({ args: ['remote'], build: ({ args }) => ({ op: 'rates', name: args.remote }) }),
  audit: command({
    options: { limit: { value: '<n>' } },
    build: ({ options }) => ({ op: 'audit', limit: wholeNumber(options.limit, 'limit', 1, 500) }),
  }),
});

/** The fields that are set, so a request body carries no `undefined` (the API refuses unknown shapes). */
function defined(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** The admin API request that carries out a command (the CLI's path when the shell is running). */
export function commandToRequest(command: RegistryCommand | RatesCommand): AdminRequest {
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
