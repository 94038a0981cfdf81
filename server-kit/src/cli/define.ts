import { parseArgs } from 'node:util';
import { UsageError } from './usage-error';

/** A `--name <value>` option; every option of these CLIs carries a value (none is a bare switch). */
export interface OptionSpec {
  /** What the usage text shows after the option, e.g. `<iso>`. */
  value: string;
  required?: boolean;
}

type Input<A extends readonly string[], O extends string> = {
  args: { [K in A[number]]: string };
  /** The words after the named arguments, when the command takes `rest`. */
  rest: string[];
  options: { [K in O]?: string };
};

interface CommandSpec<T, A extends readonly string[], O extends string> {
  /** Named positional arguments, each required, in order. */
  args?: A;
  /** A trailing list of at least one word (e.g. files), named for the usage text. */
  rest?: string;
  options?: { [K in O]: OptionSpec };
  /** Turns the checked words into the typed command; a value it cannot use throws UsageError. */
  build: (input: Input<A, O>) => T;
}

/** A command with its argument types erased, so commands of one CLI can sit in one map. */
export interface Command<T> {
  usage(name: string): string;
  parse(name: string, argv: string[]): T;
}

function toMessage(error: unknown, name: string): string {
  const code = (error as { code?: string }).code;
  const option = /'(-{1,2}[^' ]+)/.exec(String((error as Error).message))?.[1] ?? 'an option';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option ${option} for "${name}"`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `${option} needs a value`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `"${name}" takes no arguments`;
  return (error as Error).message;
}

/** One command of a CLI: its words checked by `node:util` parseArgs, then built into a typed value. */
export function command<T, const A extends readonly string[] = [], O extends string = never>(
  spec: CommandSpec<T, A, O>,
): Command<T> {
  const names: readonly string[] = spec.args ?? [];
  const options = (spec.options ?? {}) as Record<string, OptionSpec>;
  return {
    usage(name) {
      const words = [
        name,
        ...names.map((a) => `<${a}>`),
        ...(spec.rest ? [`<${spec.rest}> [...]`] : []),
        ...Object.entries(options).map(([o, { value, required }]) =>
          required ? `--${o} ${value}` : `[--${o} ${value}]`,
        ),
      ];
      return words.filter(Boolean).join(' ');
    },
    parse(name, argv) {
      let parsed: ReturnType<typeof parseArgs>;
      try {
        parsed = parseArgs({
          args: argv,
          options: Object.fromEntries(Object.keys(options).map((o) => [o, { type: 'string' as const }])),
          allowPositionals: true,
          strict: true,
        });
      } catch (error) {
        throw new UsageError(toMessage(error, name));
      }
      const { positionals, values } = parsed;
      const label = name ? `"${name}"` : 'the command';
      const fixed = names.length;
      if (spec.rest ? positionals.length <= fixed : positionals.length !== fixed) {
        const what = [...names.map((a) => `<${a}>`), ...(spec.rest ? [`<${spec.rest}> [...]`] : [])];
        throw new UsageError(
          what.length ? `${label} takes ${what.join(' ')}` : `${label} takes no arguments`,
        );
      }
      const missing = Object.entries(options)
        .filter(([o, { required }]) => required && values[o] === undefined)
        .map(([o]) => `--${o}`);
      if (missing.length > 0) throw new UsageError(`${label} needs ${missing.join(' and ')}`);
      const args = Object.fromEntries(names.map((a, i) => [a, positionals[i]]));
      return spec.build({
        args: args as Input<A, O>['args'],
        rest: positionals.slice(fixed),
        options: values as Input<A, O>['options'],
      });
    },
  };
}

/** A whole number in [min, max] from an option's text, else a UsageError naming the option. */
export function wholeNumber(value: string | undefined, option: string, min = 1, max = Infinity) {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    const range = max === Infinity ? `${min} or more` : `${min}-${max}`;
    throw new UsageError(`--${option} must be a whole number (${range})`);
  }
  return n;
}
