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

/**
 * Fetches the packages all at once (the federation runtime's loadShare answers a factory and runs nothing), then
 * runs one package per task, so the browser can answer a tap in between. The bootstrap that follows finds them in
 * the module cache. A package that cannot be had here is left to the bootstrap, which reports it as it always has;
 * the names left are answered (the page shows them on <html data-startup-skipped>, for the browser tests).
 */
export async function evaluateSharedInTurn(
  loadShare: LoadShare,
  packages: readonly string[] = STARTUP_PACKAGES,
  turn: () => Promise<void> = nextTask,
): Promise<string[]> {
  const factories = await Promise.all(
    packages.map((name) =>
      Promise.resolve()
        .then(() => loadShare(name))
        .catch(() => false as const),
    ),
  );
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
