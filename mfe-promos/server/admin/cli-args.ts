import type { PromoCommand } from './commands';

export const USAGE = `Usage: npm run promos -- <command>
  list
  enable <promo>
  disable <promo>
  set-dates <promo> --from <iso> --to <iso>
  set <promo> <field> <value>
  royal-ascot <true|false>
  audit [--limit <n>]`;

export class UsageError extends Error {}

/** Turns the CLI's words into a promo command; anything off is a UsageError with the reason. */
export function parseCliArgs(argv: string[]): PromoCommand {
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
  const [op, a, b, c] = positional;
  const need = (count: number) => {
    if (positional.length !== count) throw new UsageError(`"${op}" takes ${count - 1} argument(s)`);
  };
  const allowFlags = (...allowed: string[]) => {
    const unknown = Object.keys(flags).filter((f) => !allowed.includes(f));
    if (unknown.length > 0)
      throw new UsageError(`unknown option(s) for "${op}": ${unknown.map((f) => `--${f}`).join(', ')}`);
  };
  switch (op) {
    case 'list':
      need(1);
      allowFlags();
      return { op };
    case 'enable':
    case 'disable':
      need(2);
      allowFlags();
      return { op, name: a as string };
    case 'set-dates':
      need(2);
      allowFlags('from', 'to');
      if (!flags.from || !flags.to) throw new UsageError('set-dates needs --from and --to');
      return { op, name: a as string, from: flags.from, to: flags.to };
    case 'set':
      need(4);
      allowFlags();
      return { op, name: a as string, field: b as string, value: c as string };
    case 'royal-ascot':
      need(2);
      allowFlags();
      return { op, value: a as string };
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

/** The admin API request that carries out a command (the CLI's path when the service is running). */
export function commandToRequest(command: PromoCommand): { method: string; path: string; body?: unknown } {
  const base = '/admin/promos';
  switch (command.op) {
    case 'list':
      return { method: 'GET', path: base };
    case 'audit':
      return { method: 'GET', path: `${base}/audit${command.limit ? `?limit=${command.limit}` : ''}` };
    case 'enable':
    case 'disable':
      return { method: 'POST', path: `${base}/${encodeURIComponent(command.name)}/${command.op}` };
    case 'set-dates':
      return {
        method: 'PUT',
        path: `${base}/${encodeURIComponent(command.name)}/dates`,
        body: { from: command.from, to: command.to },
      };
    case 'set':
      return {
        method: 'PUT',
        path: `${base}/${encodeURIComponent(command.name)}/fields/${encodeURIComponent(command.field)}`,
        body: { value: command.value },
      };
    case 'royal-ascot':
      return { method: 'PUT', path: '/admin/site-settings/royal-ascot', body: { value: command.value } };
  }
}
