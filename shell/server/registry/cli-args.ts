import type { RegistryCommand } from './commands';

export const USAGE = `Usage: npm run release -- <command>
  list
  set <remote> <manifest-url> [--label <version>]
  enable <remote>
  disable <remote>
  rollback <remote>
  schedule <remote> <manifest-url> --from <iso> --to <iso> [--label <version>]
  unschedule <remote>
  audit [--limit <n>]`;

export class UsageError extends Error {}

/** Turns the CLI's words into a registry command; anything off is a UsageError with the reason. */
export function parseCliArgs(argv: string[]): RegistryCommand {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg.startsWith('--')) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      flags[arg.slice(2)] = value;
      i++;
    } else {
      positional.push(arg);
    }
  }
  const [op, name, entry, ...rest] = positional;
  const need = (count: number) => {
    if (positional.length !== count) throw new UsageError(`"${op}" takes ${count - 1} argument(s)`);
  };
  const allowFlags = (...allowed: string[]) => {
    const unknown = Object.keys(flags).filter((f) => !allowed.includes(f));
    if (unknown.length > 0)
      throw new UsageError(`unknown option(s) for "${op}": ${unknown.map((f) => `--${f}`).join(', ')}`);
  };
  void rest;
  switch (op) {
    case 'list':
      need(1);
      allowFlags();
      return { op };
    case 'set':
      need(3);
      allowFlags('label');
      return { op, name: name as string, entry: entry as string, version: flags.label };
    case 'enable':
    case 'disable':
    case 'rollback':
    case 'unschedule':
      need(2);
      allowFlags();
      return { op, name: name as string };
    case 'schedule':
      need(3);
      allowFlags('from', 'to', 'label');
      if (!flags.from || !flags.to) throw new UsageError('schedule needs --from and --to');
      return {
        op,
        name: name as string,
        entry: entry as string,
        from: flags.from,
        to: flags.to,
        version: flags.label,
      };
    case 'audit': {
      need(1);
      allowFlags('limit');
      const limit = flags.limit === undefined ? undefined : Number(flags.limit);
      if (limit !== undefined && (!Number.isInteger(limit) || limit < 1))
        throw new UsageError('--limit must be a whole number');
      return { op, limit };
    }
    default:
      throw new UsageError(op ? `unknown command "${op}"` : 'no command given');
  }
}

/** The admin API request that carries out a command (the CLI's path when the shell is running). */
export function commandToRequest(command: RegistryCommand): { method: string; path: string; body?: unknown } {
  const base = '/admin/registry';
  switch (command.op) {
    case 'list':
      return { method: 'GET', path: base };
    case 'audit':
      return { method: 'GET', path: `${base}/audit${command.limit ? `?limit=${command.limit}` : ''}` };
    case 'set':
      return {
        method: 'PUT',
        path: `${base}/${encodeURIComponent(command.name)}`,
        body: { entry: command.entry, version: command.version },
      };
    case 'schedule':
      return {
        method: 'PUT',
        path: `${base}/${encodeURIComponent(command.name)}/schedule`,
        body: { entry: command.entry, from: command.from, to: command.to, version: command.version },
      };
    case 'unschedule':
      return { method: 'DELETE', path: `${base}/${encodeURIComponent(command.name)}/schedule` };
    default:
      return { method: 'POST', path: `${base}/${encodeURIComponent(command.name)}/${command.op}` };
  }
}
