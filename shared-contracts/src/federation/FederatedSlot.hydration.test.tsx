import { act, useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { fakeFederationPage } from './fake-federation';

// act() without Testing Library, which would otherwise say so.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// The federation runtime is replaced by a fake page: which remotes are registered, and what loading gives.
const page = fakeFederationPage();

const { FederatedSlot } = await import('./FederatedSlot');
const { ServerRenderRemotes } = await import('./server-render');
const { preloadRemoteModule } = await import('./remote-component');
// Node's server renderer: the browser's (what jsdom resolves) schedules with a MessageChannel, which jsdom lacks.
const { renderToString } = await import('react-dom/server.node');

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** Something the page around the slot shows that the browser learns after hydrating (a count, say). */
let shown = 0;
const listeners = new Set<() => void>();
const showNext = () => {
  shown += 1;
  listeners.forEach((listener) => listener());
};
function Page() {
  const count = useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    () => shown,
    () => 0,
  );
  // A new props object on every render, as callers write it.
  return (
    <div data-count={count}>
      <FederatedSlot remote="racing" module="Greeting" label="Racing" props={{ name: 'Ascot' }} />
    </div>
  );
}

/** The server's HTML, its racing module loaded first (so a string render has it at once). */
async function serverHtml(): Promise<string> {
  page.instances = [
    { options: { remotes: [{ name: 'racing' }] }, loadRemote: async () => ({ default: Greeting }) },
  ];
  void preloadRemoteModule('racing', 'Greeting', () => undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return renderToString(
    <ServerRenderRemotes value={{ renderable: new Set(['racing']), versions: new Map() }}>
      <Page />
    </ServerRenderRemotes>,
  );
}

it("keeps a slot's server HTML when the page around it renders again before the slot's module arrives", async () => {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml();
  const serverParagraph = container.querySelector('p');
  expect(serverParagraph?.textContent).toBe('Hello Ascot');

  // The browser: racing's module is still on its way when hydration starts.
  let arrive: (module: unknown) => void = () => undefined;
  page.instances = [
    {
      options: { remotes: [{ name: 'racing' }] },
      loadRemote: () => new Promise((resolve) => (arrive = resolve)),
    },
  ];
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
  });
  // The page around the slot renders again (hydration's second pass, with the browser's count), then once more.
  await act(async () => showNext());
  expect(container.querySelector('[data-count]')).toHaveAttribute('data-count', '1');
  expect(container.querySelector('p')).toBe(serverParagraph);

  await act(async () => arrive({ default: Greeting }));
  expect(container.querySelector('p')).toBe(serverParagraph);
  expect(container.querySelector('[data-slot]')).toHaveAttribute('data-slot-state', 'loaded');
  expect(errors).toEqual([]);
});
