import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { shellContractsVersion } from '../registry/verify';

/** What the fake build server answers at one path: a status and body, or no answer at all. */
type FakeFile = { status?: number; body: string } | 'hang';

/** A module federation manifest as the manifest plugin writes it (trimmed to what the release check reads). */
export function fakeManifest(
  name: string,
  options: {
    contracts?: string | null;
    entryName?: string;
    entryPath?: string;
    /** Exposed modules and the script files each loads (beside the manifest). */
    exposes?: Record<string, { sync: string[]; async?: string[] }>;
  } = {},
): string {
  // By default a build on the shell's own contracts, which the release check accepts.
  const contracts = options.contracts === undefined ? shellContractsVersion() : options.contracts;
  return JSON.stringify({
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: '0.1.0', buildName: `@sl/mfe-${name}` },
      remoteEntry: {
        name: options.entryName ?? 'remoteEntry.js',
        path: options.entryPath ?? '',
        type: 'global',
      },
      globalName: name,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared:
      contracts === null
        ? []
        : [
            {
              id: `${name}:@sl/contracts`,
              name: '@sl/contracts',
              version: contracts,
              requiredVersion: contracts,
            },
          ],
    remotes: [],
    exposes: Object.entries(options.exposes ?? {}).map(([module, files]) => ({
      id: `${name}:${module}`,
      name: module,
      path: `./${module}`,
      assets: { js: { sync: files.sync, async: files.async ?? [] }, css: { sync: [], async: [] } },
    })),
  });
}

export interface FakeBuilds {
  origin: string;
  /** Sets (or replaces) what a path answers. */
  serve: (path: string, file: FakeFile) => void;
  close: () => Promise<void>;
}

/** A real HTTP server on port 0 serving fake builds, for the release check; unknown paths answer 404. */
export async function startFakeBuilds(files: Record<string, FakeFile> = {}): Promise<FakeBuilds> {
  const table = new Map(Object.entries(files));
  const held = new Set<ServerResponse>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const file = table.get(new URL(request.url ?? '/', 'http://x').pathname);
    if (file === 'hang') {
      held.add(response);
      return;
    }
    response.writeHead(file?.status ?? (file ? 200 : 404), { 'content-type': 'text/plain' });
    response.end(file?.body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    serve: (path, file) => table.set(path, file),
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
