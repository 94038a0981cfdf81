/**
 * @jest-environment node
 */
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { fakeFederationPage } from './fake-federation';

// The federation runtime is replaced by a fake server: which remotes are registered, and what loading gives.
const server = fakeFederationPage();

const { FederatedSlot } = await import('./FederatedSlot');
const { ServerRenderRemotes } = await import('./server-render');

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** The HTML a server render sends once everything is ready, as the shell's server does (all boundaries inline). */
function serverHtml(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(tree, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: () => undefined,
    });
  });
}

const slot = <FederatedSlot remote="racing" module="Greeting" label="Racing" props={{ name: 'Ascot' }} />;

beforeEach(() => {
  server.instances = [
    {
      options: { remotes: [{ name: 'racing' }] },
      loadRemote: () => Promise.resolve({ default: Greeting }),
    },
  ];
});

describe('FederatedSlot rendered on the server', () => {
  it("renders a remote the server may render, in the slot's frame", async () => {
    const html = await serverHtml(
      <ServerRenderRemotes value={{ renderable: new Set(['racing']), versions: new Map([['racing', 'v7']]) }}>
        {slot}
      </ServerRenderRemotes>,
    );
    expect(html).toContain('<p>Hello <!-- -->Ascot</p>');
    expect(html).toContain('data-slot="racing/Greeting"');
    expect(html).toContain('data-remote-version="v7"');
  });

  it('leaves a remote at another version for this visitor to the browser: its boundary is marked, not filled', async () => {
    const html = await serverHtml(
      <ServerRenderRemotes value={{ renderable: new Set(), versions: new Map([['racing', 'v8-canary']]) }}>
        {slot}
      </ServerRenderRemotes>,
    );
    expect(html).not.toContain('Hello');
    // The visitor's version, not the one the server runs: the browser's frame says the same when it hydrates.
    expect(html).toContain('data-remote-version="v8-canary"');
    // React's mark for a boundary the browser renders: hydration then renders it instead of reporting a mismatch.
    expect(html).toContain('<!--$!-->');
    expect(html).toContain('data-slot="racing/Greeting"');
  });
});
