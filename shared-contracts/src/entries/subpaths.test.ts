import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The package's subpaths are shared one by one, each as its own module (docs/adr/0028). A file that both the
 * barrel and a subpath reach by relative imports is built into both: the page then carries it twice, and a
 * store in it would split in two. These read the sources as they are, so a new relative import that breaks
 * the rule fails here rather than in a browser.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const PACKAGE = JSON.parse(readFileSync(path.join(SRC, '..', 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

const STATEMENT = /^(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s+'([^']+)';/gm;

/** Relative imports that stay in the built code: not `import type`, not a list of types only. */
function valueImports(file: string): string[] {
  const found: string[] = [];
  for (const [, , typeOnly, clause = '', specifier = ''] of readFileSync(file, 'utf8').matchAll(STATEMENT)) {
    if (typeOnly || !specifier.startsWith('.')) continue;
    const names = /\{([\s\S]*)\}/.exec(clause)?.[1];
    const onlyTypes =
      names !== undefined &&
      !/^\s*\*|^\w/.test(clause) &&
      names
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)
        .every((n) => n.startsWith('type '));
    if (onlyTypes) continue;
    const base = path.resolve(path.dirname(file), specifier);
    const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(existsSync);
    if (!target) throw new Error(`${path.relative(SRC, file)}: cannot resolve ${specifier}`);
    found.push(target);
  }
  return found;
}

/** Every file a module's code pulls into its build by relative imports, itself included. */
function closure(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  for (let file = todo.pop(); file; file = todo.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...valueImports(file));
  }
  return seen;
}

const entryFile = (subpath: string) => path.resolve(SRC, '..', PACKAGE.exports[subpath] ?? '');
const FEATURE_SUBPATHS = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.ts') && !f.includes('.test.'))
  .map((f) => `./${f.replace(/\.ts$/, '')}`)
  .concat('./plus');
const rel = (files: Iterable<string>) => [...files].map((f) => path.relative(SRC, f)).sort();

describe('the contracts subpaths', () => {
  const barrel = closure(entryFile('.'));

  it('are each in the package exports', () => {
    for (const subpath of FEATURE_SUBPATHS) expect(existsSync(entryFile(subpath))).toBe(true);
  });

  it.each(FEATURE_SUBPATHS)('%s shares no file with the barrel', (subpath) => {
    const own = closure(entryFile(subpath));
    expect(own.size).toBeGreaterThan(1);
    expect(rel([...own].filter((f) => barrel.has(f)))).toEqual([]);
  });

  it('share no file with each other', () => {
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const subpath of FEATURE_SUBPATHS)
      for (const file of closure(entryFile(subpath))) {
        const first = owner.get(file);
        if (first && first !== subpath) shared.push(`${path.relative(SRC, file)}: ${first} and ${subpath}`);
        owner.set(file, subpath);
      }
    expect(shared).toEqual([]);
  });

  it('sees a relative import that would pull a subpath file into the barrel', () => {
    // The reader itself: the barrel reaches the race card's rules, and through sorting, a value import of it.
    expect(rel(barrel)).toEqual(expect.arrayContaining(['racing/racecard.ts', 'racing/sorting.ts']));
    expect(rel(closure(path.join(SRC, 'racing', 'replay.ts')))).toEqual([
      'racing/replay.ts',
      'racing/silks.ts',
    ]);
  });
});
