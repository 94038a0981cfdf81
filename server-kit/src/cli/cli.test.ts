import { command, defineCli, defineSingleCli, runCli, wholeNumber, UsageError } from './index';

type Op = { op: 'move'; from: string; to: string; speed?: number } | { op: 'show' };

const cli = defineCli<Op>('npm run demo --', {
  show: command({ build: () => ({ op: 'show' }) }),
  move: command({
    args: ['from', 'to'],
    options: { speed: { value: '<n>' }, at: { value: '<iso>', required: true } },
    build: ({ args, options }) => ({
      op: 'move',
      from: args.from,
      to: args.to,
      speed: wholeNumber(options.speed, 'speed', 1, 10),
    }),
  }),
});

const messageOf = (argv: string[]) => {
  try {
    cli.parse(argv);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`${argv.join(' ')} parsed`);
};

describe('a CLI defined with the kit', () => {
  it('parses a command with its arguments and options into the built value', () => {
    expect(cli.parse(['move', 'a', 'b', '--at', '2027-01-01T00:00:00Z', '--speed', '3'])).toEqual({
      op: 'move',
      from: 'a',
      to: 'b',
      speed: 3,
    });
    expect(cli.parse(['move', '--at=2027', 'a', 'b'])).toEqual({ op: 'move', from: 'a', to: 'b' });
    expect(cli.parse(['show'])).toEqual({ op: 'show' });
  });

  it('lists every command with its arguments and options in the usage text', () => {
    expect(cli.usage).toBe(
      'Usage: npm run demo -- <command>\n  show\n  move <from> <to> [--speed <n>] --at <iso>',
    );
  });

  it.each([
    [[], 'no command given'],
    [['jump'], 'unknown command "jump"'],
    [['toString'], 'unknown command "toString"'],
    [['move', 'a', 'b', '--at', 'x', '--colour', 'red'], 'unknown option --colour for "move"'],
    [['move', 'a', 'b', '--at'], '--at needs a value'],
    [['move', 'a', 'b', '--speed', '--at', 'x'], '--speed needs a value'],
    [['move', 'a', '--at', 'x'], '"move" takes <from> <to>'],
    [['move', 'a', 'b', 'c', '--at', 'x'], '"move" takes <from> <to>'],
    [['move', 'a', 'b'], '"move" needs --at'],
    [['move', 'a', 'b', '--at', 'x', '--speed', '11'], '--speed must be a whole number (1-10)'],
    [['show', 'extra'], '"show" takes no arguments'],
  ])('refuses %j: %s', (argv, message) => {
    expect(messageOf(argv)).toBe(message);
  });

  it('takes a trailing list of words when the command has one, and needs at least one', () => {
    const files = defineSingleCli('npm run import --', command({ rest: 'file', build: ({ rest }) => rest }));
    expect(files.parse(['a.json', 'b.json'])).toEqual(['a.json', 'b.json']);
    expect(() => files.parse([])).toThrow('the command takes <file> [...]');
    expect(files.usage).toBe('Usage: npm run import -- <file> [...]');
  });
});

describe('runCli', () => {
  const io = () => {
    const lines = { out: [] as string[], err: [] as string[] };
    return { lines, io: { out: (t: string) => lines.out.push(t), err: (t: string) => lines.err.push(t) } };
  };

  it('runs the parsed command and exits 0', async () => {
    const seen: Op[] = [];
    const { io: streams } = io();
    expect(await runCli(cli, 'demo', ['show'], (c) => void seen.push(c), streams)).toBe(0);
    expect(seen).toEqual([{ op: 'show' }]);
  });

  it('exits 2 with the reason and the usage on stderr when the words are off, without running', async () => {
    const { lines, io: streams } = io();
    let ran = false;
    expect(await runCli(cli, 'demo', ['show', '--all', 'x'], () => void (ran = true), streams)).toBe(2);
    expect(ran).toBe(false);
    expect(lines.err).toEqual([`demo: unknown option --all for "show"\n\n${cli.usage}`]);
  });

  it('exits 1 with the message when the command fails, and with what the command returns otherwise', async () => {
    const { lines, io: streams } = io();
    const failing = () => Promise.reject(new Error('shell refused: unknown remote'));
    expect(await runCli(cli, 'demo', ['show'], failing, streams)).toBe(1);
    expect(lines.err).toEqual(['demo: shell refused: unknown remote']);
    expect(await runCli(cli, 'demo', ['show'], () => 3, streams)).toBe(3);
  });

  it('prints the usage on stdout and exits 0 for --help', async () => {
    const { lines, io: streams } = io();
    let ran = false;
    expect(await runCli(cli, 'demo', ['--help'], () => void (ran = true), streams)).toBe(0);
    expect(ran).toBe(false);
    expect(lines.out).toEqual([cli.usage]);
  });
});
