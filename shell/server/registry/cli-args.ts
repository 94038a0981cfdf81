import { UsageError, command, defineCli, wholeNumber } from '@sl/server-kit/cli';
import type { RatesCommand, RegistryCommand } from '@sl/contracts/release';

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

/** `/stats-desk=StatsApp:Stats desk,/darts-data=DataApp:Darts data`: each section's path, module and label. */
function routesOption(value: string | undefined) {
  if (value === undefined) return undefined;
  return value.split(',').map((part) => {
    const match = /^\s*(\/[^=\s]*)=([A-Za-z0-9]+):(.+)$/.exec(part);
    if (!match) throw new UsageError(`--routes: "${part}" is not <path>=<Module>:<label>`);
    const [, path, module, label] = match as unknown as [string, string, string, string];
    return { path, module, label: label.trim() };
  });
}

/** `/api/statsdesk=http://stats.internal:3100`: the API prefix and the origin the gateway sends it to. */
function apiOption(value: string | undefined) {
  if (value === undefined) return undefined;
  const at = value.indexOf('=');
  if (at <= 0) throw new UsageError(`--api: "${value}" is not <prefix>=<upstream origin>`);
  return { prefix: value.slice(0, at), upstream: value.slice(at + 1) };
}

/** Signing the CLI in and out (admin/cli-session.ts): not registry commands, carried out by the CLI itself. */
export type SessionCommand = { op: 'login' } | { op: 'logout' } | { op: 'whoami' };

export const isSessionCommand = (command: ReleaseCliCommand): command is SessionCommand =>
  command.op === 'login' || command.op === 'logout' || command.op === 'whoami';

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
  register: command({
    args: ['remote', 'manifest-url'],
    options: {
      scope: { value: '<container name>' },
      label,
      routes: { value: '<path>=<Module>:<label>[,…]' },
      api: { value: '/api/<remote>=<upstream origin>' },
      reason: releaseWhy,
      'skip-verify': skipVerify,
    },
    build: ({ args, options }) => ({
      op: 'register',
      name: args.remote,
      scope: options.scope,
      entry: args['manifest-url'],
      version: options.label,
      routes: routesOption(options.routes),
      api: apiOption(options.api),
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
