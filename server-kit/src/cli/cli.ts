import type { Command } from './define';
import { UsageError } from './usage-error';

export interface Cli<T> {
  /** The usage text: how to invoke it and every command with its arguments and options. */
  readonly usage: string;
  /** The typed command the words ask for; a UsageError with the reason if they are off. */
  parse(argv: string[]): T;
}

/** A CLI of subcommands (`release -- set <remote> ...`): the first word picks the command. */
export function defineCli<T>(invocation: string, commands: Record<string, Command<T>>): Cli<T> {
  const lines = Object.entries(commands).map(([name, c]) => `  ${c.usage(name)}`);
  return {
    usage: `Usage: ${invocation} <command>\n${lines.join('\n')}`,
    parse([name, ...rest]) {
      if (name === undefined) throw new UsageError('no command given');
      const chosen = Object.hasOwn(commands, name) ? commands[name] : undefined;
      if (!chosen) throw new UsageError(`unknown command "${name}"`);
      return chosen.parse(name, rest);
    },
  };
}

/** A CLI that does one thing (`import -- <file.json> [...]`): no command word. */
export function defineSingleCli<T>(invocation: string, only: Command<T>): Cli<T> {
  return {
    usage: `Usage: ${`${invocation} ${only.usage('')}`.trim()}`,
    parse: (argv) => only.parse('', argv),
  };
}

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

const HELP = new Set(['help', '--help', '-h']);

/**
 * Parses the words and runs the command. The exit code: 0 done (or help shown), 1 the command failed,
 * 2 the words were off (the reason and the usage go to stderr).
 */
export async function runCli<T>(
  cli: Cli<T>,
  name: string,
  argv: string[],
  main: (command: T) => Promise<number | void> | number | void,
  io: CliIo = { out: console.log, err: console.error },
): Promise<number> {
  if (argv.length === 1 && HELP.has(argv[0]!)) {
    io.out(cli.usage);
    return 0;
  }
  let command: T;
  try {
    command = cli.parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${name}: ${error.message}\n\n${cli.usage}`);
    return 2;
  }
  try {
    return (await main(command)) ?? 0;
  } catch (error) {
    io.err(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
