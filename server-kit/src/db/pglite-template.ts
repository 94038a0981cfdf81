import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * What a new in-memory PGlite cluster (a test database) needs to skip its slow
 * start: the compiled WebAssembly modules and the files of a freshly initialised cluster. A plain `new PGlite()` compiles about 10 MB of WebAssembly and runs initdb, which
 * took 5 s and more per test database on a 2-core machine (hundreds of service tests each open one); a copy of an
 * initialised cluster opens in a fraction of that. The cluster is kept in the temporary folder, keyed by the PGlite
 * version, so the next test file and the next run start from it too.
 */
export type MemoryTemplate = Pick<
  PGliteOptions,
  'loadDataDir' | 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'
>;

const require = createRequire(import.meta.url);
const dist = path.dirname(require.resolve('@electric-sql/pglite'));

async function pgliteVersion(): Promise<string> {
  const manifest = path.join(dist, '..', 'package.json');
  return (JSON.parse(await readFile(manifest, 'utf8')) as { version: string }).version;
}

/** The cluster files: read from the temporary folder, or made once and written there (atomically: a rename). */
async function clusterFiles(modules: MemoryTemplate, file: string): Promise<Blob> {
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const fresh = new PGlite(modules);
    await fresh.waitReady;
    const dump = await fresh.dumpDataDir('none');
    await fresh.close();
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

let template: Promise<MemoryTemplate> | undefined;

/** The process's template for new clusters, made on first use. */
export function memoryTemplate(): Promise<MemoryTemplate> {
  template ??= (async () => {
    const [pgliteWasm, initdbWasm, bundle, version] = await Promise.all([
      readFile(path.join(dist, 'pglite.wasm')),
      readFile(path.join(dist, 'initdb.wasm')),
      readFile(path.join(dist, 'pglite.data')),
      pgliteVersion(),
    ]);
    const modules: MemoryTemplate = {
      pgliteWasmModule: await WebAssembly.compile(pgliteWasm),
      initdbWasmModule: await WebAssembly.compile(initdbWasm),
      fsBundle: new Blob([bundle]),
    };
    const file = path.join(tmpdir(), `sl-pglite-cluster-${version}.tar`);
    return { ...modules, loadDataDir: await clusterFiles(modules, file) };
  })();
  return template;
}
