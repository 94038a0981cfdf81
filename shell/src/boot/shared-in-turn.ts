/**
 * The shared packages the first view runs on, in the order they depend on one another. The shell's bootstrap
 * requires all of them at once, and a browser that runs them all in one go holds the page for that long: on a
 * mid-range phone well over half a second in which a tap waits (Total Blocking Time).
 */
const STARTUP_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom/client',
  'styled-components',
  '@sl/contracts',
  '@sl/contracts/routing',
  '@sl/contracts/federation',
  '@tanstack/react-query',
  '@sl/ui',
] as const;

/** What the federation runtime's loadShare answers: the module's factory once its files are in, or false. */
type LoadShare = (name: string) => Promise<false | (() => unknown)>;

/** Gives the browser its turn (a paint, a tap) before going on: a new task, not a microtask. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The packages asked for, in order, with the federation runtime's answers still on their way. */
export interface AskedPackages {
  names: readonly string[];
  answers: Array<Promise<false | (() => unknown)>>;
}

/** The runtime's answer for one package, false where it has none (a runtime without loadShare throws at once). */
function askOne(loadShare: LoadShare, name: string): Promise<false | (() => unknown)> {
  try {
    return loadShare(name).catch(() => false as const);
  } catch {
    return Promise.resolve(false as const);
  }
}

/**
 * Asks the federation runtime for each package in a task of its own. loadShare fetches and runs nothing, but it
 * starts the package's files at once: a script element per file, a millisecond or two each on this machine, four
 * times that on a phone. All of them in one task held the page for over 100 ms at 4x CPU. Resolves once every
 * package has been asked for; the answers come later.
 */
export async function askForShared(
  loadShare: LoadShare,
  packages: readonly string[] = STARTUP_PACKAGES,
  turn: () => Promise<void> = nextTask,
): Promise<AskedPackages> {
  const answers: AskedPackages['answers'] = [];
  for (const name of packages) {
    answers.push(askOne(loadShare, name));
    await turn();
  }
  return { names: packages, answers };
}

/**
 * Runs the packages asked for one per task, in order, once all their files are in, so the browser can answer a tap
 * in between. The bootstrap that follows finds them in the module cache. A package that cannot be had here is left
 * to the bootstrap, which reports it as it always has; the names left are answered (the page shows them on
 * <html data-startup-skipped>, for the browser tests).
 */
export async function runSharedInTurn(
  asked: AskedPackages,
  turn: () => Promise<void> = nextTask,
): Promise<string[]> {
  const packages = asked.names;
  const factories = await Promise.all(asked.answers);
  const skipped: string[] = [];
  for (const [index, factory] of factories.entries()) {
    if (!factory) {
      skipped.push(packages[index] ?? '');
      continue;
    }
    try {
      factory();
    } catch {
      // The bootstrap requires it again and fails with the same error where it is reported.
      skipped.push(packages[index] ?? '');
    }
    await turn();
  }
  return skipped;
}
