import { Script } from 'node:vm';

/** An exposed module as the manifest plugin lists it: its name and the files it loads. */
interface ExposeShape {
  name?: unknown;
  assets?: { js?: { sync?: unknown; async?: unknown } };
}

const names = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];

/** How many of a build's files are fetched at once: enough to be quick, few enough not to swamp its server. */
const PARALLEL = 6;

/** Why one file of the build cannot run, or null: it answers 200 and compiles as a script (nothing is run). */
async function fileProblem(
  url: string,
  fetchFile: (url: string) => Promise<Response>,
  describeError: (error: unknown) => string,
): Promise<string | null> {
  let source: string;
  try {
    const response = await fetchFile(url);
    if (response.status !== 200) return `${url} answered HTTP ${response.status}, not 200`;
    source = await response.text();
  } catch (error) {
    return `${url} ${describeError(error)}`;
  }
  return compileProblem(source, url);
}

/**
 * Why a script of the build would not even parse in a browser, or null. Compiled, never run: a truncated or
 * corrupted upload fails here as it would in every visitor's browser, and nothing of the build acts here.
 */
export function compileProblem(source: string, url: string): string | null {
  try {
    new Script(source, { filename: url });
    return null;
  } catch (error) {
    return `${url} is not valid JavaScript (${(error as Error).message})`;
  }
}

/** The names of a build's exposed modules, as a slot loads them (`<remote>/<name>`). */
export function exposedModuleNames(manifest: { exposes?: unknown }): string[] {
  const exposes = Array.isArray(manifest.exposes) ? (manifest.exposes as ExposeShape[]) : [];
  return exposes.flatMap((expose) =>
    typeof expose.name === 'string' && expose.name !== '' ? [expose.name] : [],
  );
}

/**
 * Loads what each exposed module of a build needs, as a browser would: every script file the manifest lists for
 * it (its own chunk and the chunks it pulls in) must answer 200 and compile. A build half-uploaded, or with a
 * chunk from another build, is refused here, before any visitor fetches it. Runs nothing: the files are
 * compiled in Node, not executed, so a hostile build cannot act on the control plane. The answer is the first
 * problem found (with the module that needs the file), or null when every module's files are sound.
 */
export async function exposedModulesProblem(
  manifest: { exposes?: unknown },
  base: string,
  fetchFile: (url: string) => Promise<Response>,
  describeError: (error: unknown) => string,
): Promise<string | null> {
  const exposes = Array.isArray(manifest.exposes) ? (manifest.exposes as ExposeShape[]) : [];
  const neededBy = new Map<string, string>();
  for (const expose of exposes) {
    const module = typeof expose.name === 'string' ? expose.name : 'an exposed module';
    for (const file of [...names(expose.assets?.js?.sync), ...names(expose.assets?.js?.async)]) {
      let url: string;
      try {
        url = new URL(file, base).toString();
      } catch {
        return `${module} names a file that is not a URL (${file})`;
      }
      if (!neededBy.has(url)) neededBy.set(url, module);
    }
  }
  const queue = [...neededBy.keys()];
  let problem: string | null = null;
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined && problem === null; url = queue.shift()) {
      const found = await fileProblem(url, fetchFile, describeError);
      if (found && problem === null) problem = `${neededBy.get(url)}: ${found}`;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker));
  return problem;
}
