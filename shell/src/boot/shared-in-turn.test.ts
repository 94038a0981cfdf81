import { askForShared, runSharedInTurn } from './shared-in-turn';

/** A federation runtime's loadShare over packages that answer a factory, false, or fail; with a log of it all. */
function fakeShares(answers: Record<string, 'factory' | 'false' | 'rejects' | 'throws' | 'no-runtime'>) {
  const log: string[] = [];
  const loadShare = (name: string): Promise<false | (() => unknown)> => {
    log.push(`load ${name}`);
    const answer = answers[name];
    // A runtime without loadShare (the bench's one-bundle stand-in) throws before it answers a promise.
    if (answer === 'no-runtime') throw new TypeError('instance.loadShare is not a function');
    if (answer === 'rejects') return Promise.reject(new Error(`${name} could not be fetched`));
    if (answer === 'false') return Promise.resolve(false);
    return Promise.resolve(() => {
      log.push(`run ${name}`);
      if (answer === 'throws') throw new Error(`${name} threw`);
      return {};
    });
  };
  const turn = async () => {
    log.push('turn');
  };
  return { log, loadShare, turn };
}

/** Both steps, as the shell's entry takes them. */
const evaluateSharedInTurn = async (
  loadShare: Parameters<typeof askForShared>[0],
  packages: string[],
  turn: () => Promise<void>,
) => runSharedInTurn(await askForShared(loadShare, packages, turn), turn);

describe('shared packages in turn', () => {
  it('asks for one package per turn and for all before it runs any, then runs them in order, one per turn', async () => {
    const { log, loadShare, turn } = fakeShares({
      react: 'factory',
      'react-dom/client': 'factory',
      '@sl/ui': 'factory',
    });
    await evaluateSharedInTurn(loadShare, ['react', 'react-dom/client', '@sl/ui'], turn);
    expect(log).toEqual([
      'load react',
      'turn',
      'load react-dom/client',
      'turn',
      'load @sl/ui',
      'turn',
      'run react',
      'turn',
      'run react-dom/client',
      'turn',
      'run @sl/ui',
      'turn',
    ]);
  });

  it('leaves a package that is not shared, cannot be fetched or throws to the bootstrap, and runs the rest', async () => {
    const { log, loadShare, turn } = fakeShares({
      a: 'false',
      b: 'rejects',
      c: 'throws',
      d: 'factory',
      e: 'no-runtime',
    });
    await expect(evaluateSharedInTurn(loadShare, ['a', 'b', 'c', 'd', 'e'], turn)).resolves.toEqual([
      'a',
      'b',
      'c',
      'e',
    ]);
    expect(log.filter((line) => line.startsWith('run'))).toEqual(['run c', 'run d']);
  });
});
