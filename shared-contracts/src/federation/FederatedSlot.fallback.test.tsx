import { jest } from '@jest/globals';
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import type { RemoteName } from '../registry/remotes';
import type { RemoteVersionSource } from './remote-versions';
import { fakeFederationPage } from './fake-federation';

// Lazy loads settle over a few renders; on a busy two-core machine that can pass findBy's default second.
configure({ asyncUtilTimeout: 5000 });

// The federation runtime is replaced by a fake page (as in FederatedSlot.test.tsx); here what a load gives depends
// on the version of the remote the page has registered when the load starts.
const page = fakeFederationPage();

const { FederatedSlot, SlotErrorReport } = await import('./FederatedSlot');
const { configureRemoteVersions } = await import('./remote-versions');

type Loader = (id: string, version: string) => Promise<unknown>;

/**
 * A page where racing runs `version` and may fall back once to `fallback`, as the shell's source does
 * (shell/src/federation/remote-versions.ts): `fallBack` re-registers the remote, which the fake sees as the version
 * the next load gets.
 */
function pageWith({
  version,
  fallback,
  loader,
  refuse = false,
}: {
  version: string;
  fallback?: string;
  loader: Loader;
  /** The runtime refuses the registration at the fallback's entry (the shell's source then answers false). */
  refuse?: boolean;
}) {
  const versions = new Map<RemoteName, string>([['racing', version]]);
  const fallbacks = new Map<RemoteName, string>(fallback ? [['racing', fallback]] : []);
  const loads: string[] = [];
  // The switches the source made (it is asked again after a fallback fails, and says no).
  const switches: string[] = [];
  const load = jest.fn(async (id: string) => {
    const at = versions.get('racing') ?? '';
    loads.push(`${id}@${at}`);
    return loader(id, at);
  });
  page.instances = [{ options: { remotes: [{ name: 'racing' }] }, loadRemote: load }];
  const fallBack = (remote: RemoteName) => {
    const to = fallbacks.get(remote);
    if (!to) return false;
    fallbacks.delete(remote);
    if (refuse) return false;
    switches.push(`${remote}: ${versions.get(remote)} -> ${to}`);
    versions.set(remote, to);
    return true;
  };
  const source: RemoteVersionSource = {
    version: (remote) => versions.get(remote),
    hasFallback: (remote) => fallbacks.has(remote),
    fallBack,
  };
  configureRemoteVersions(source);
  return { loads, switches };
}

/** A module of the given version that says which version it is. */
const greeting = (version: string) =>
  function Greeting({ name }: { name: string }) {
    return <p>{`Hello ${name} from ${version}`}</p>;
  };
function Throws(): never {
  throw new Error('remote render failed');
}
const down = () => Promise.reject(new Error('manifest unreachable after its retry'));

const slotOf = (text: string) => screen.getByText(text).closest('[data-slot]');
const breaker = () =>
  JSON.parse(localStorage.getItem('sl_remote_breaker') ?? '{}') as Record<string, unknown>;

let reporter: jest.Mock<(id: string, error: Error, version: string | undefined) => void>;
let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  reporter = jest.fn();
  // React logs every error an error boundary catches.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  configureRemoteVersions(null);
  page.instances = [];
  localStorage.clear();
});

const withReport = (children: React.ReactNode) => (
  <SlotErrorReport value={reporter}>{children}</SlotErrorReport>
);

describe('FederatedSlot falling back to the remote’s last good version', () => {
  it('loads the fallback when the version fails to load, once, for every slot of the remote, later ones too', async () => {
    const { loads, switches } = pageWith({
      version: '2.0.0',
      fallback: '1.9.0',
      loader: async (id, version) => {
        if (version === '2.0.0' && id === 'racing/Greeting') return down();
        return { default: greeting(version) };
      },
    });
    const { rerender } = render(
      withReport(
        <>
          <FederatedSlot remote="racing" module="Greeting" label="First" props={{ name: 'one' }} />
          <FederatedSlot remote="racing" module="Greeting" label="Second" props={{ name: 'two' }} />
          <FederatedSlot remote="racing" module="Card" label="Card" props={{ name: 'card' }} />
        </>,
      ),
    );
    expect(await screen.findByText('Hello one from 1.9.0')).toBeInTheDocument();
    expect(await screen.findByText('Hello two from 1.9.0')).toBeInTheDocument();
    // A module of the remote that loaded from the failed version is mounted again from the fallback: one build.
    expect(await screen.findByText('Hello card from 1.9.0')).toBeInTheDocument();
    for (const text of ['Hello one from 1.9.0', 'Hello card from 1.9.0']) {
      expect(slotOf(text)).toHaveAttribute('data-remote-version', '1.9.0');
      expect(slotOf(text)).toHaveAttribute('data-slot-state', 'loaded');
    }
    expect(switches).toEqual(['racing: 2.0.0 -> 1.9.0']);
    // The failure of the version that failed is reported once, with that version.
    expect(reporter).toHaveBeenCalledTimes(1);
    expect(reporter.mock.calls[0]?.[0]).toBe('racing/Greeting');
    expect(reporter.mock.calls[0]?.[2]).toBe('2.0.0');
    expect(loads.filter((load) => load.startsWith('racing/Greeting'))).toEqual([
      'racing/Greeting@2.0.0',
      'racing/Greeting@1.9.0',
    ]);

    // A slot mounted later loads the fallback straight away.
    rerender(
      withReport(<FederatedSlot remote="racing" module="Odds" label="Odds" props={{ name: 'odds' }} />),
    );
    expect(await screen.findByText('Hello odds from 1.9.0')).toBeInTheDocument();
    expect(loads).toContain('racing/Odds@1.9.0');
    expect(loads).not.toContain('racing/Odds@2.0.0');
    expect(switches).toEqual(['racing: 2.0.0 -> 1.9.0']);
  });

  it('opens the failed version’s breaker, not the remote’s, when the fallback loads', async () => {
    pageWith({
      version: '2.0.0',
      fallback: '1.9.0',
      loader: async (_id, version) => (version === '2.0.0' ? down() : { default: greeting(version) }),
    });
    render(
      withReport(<FederatedSlot remote="racing" module="Greeting" label="Racing" props={{ name: 'x' }} />),
    );
    expect(await screen.findByText('Hello x from 1.9.0')).toBeInTheDocument();
    // The remote is up (its fallback loaded); only the failed version is skipped by the next pages for a while.
    expect(Object.keys(breaker())).toEqual(['racing@2.0.0']);
  });

  it('mounts the fallback when the version’s module throws while rendering, holding the slot’s space meanwhile', async () => {
    const { switches } = pageWith({
      version: '2.0.0',
      fallback: '1.9.0',
      loader: async (_id, version) => ({ default: version === '2.0.0' ? Throws : greeting(version) }),
    });
    const states: (string | null)[] = [];
    // Every slot element put on the page, however briefly (its state attribute is set once, when it is created).
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && node.matches('[data-slot]'))
            states.push(node.getAttribute('data-slot-state'));
    });
    observer.observe(document.body, { subtree: true, childList: true });
    render(
      withReport(
        <FederatedSlot
          remote="racing"
          module="Greeting"
          label="Racing"
          space={{ minHeight: 240 }}
          props={{ name: 'x' }}
          unavailable="Racing is unavailable"
        />,
      ),
    );
    expect(await screen.findByText('Hello x from 1.9.0')).toBeInTheDocument();
    observer.disconnect();
    expect(slotOf('Hello x from 1.9.0')).toHaveAttribute('data-remote-version', '1.9.0');
    expect(switches).toEqual(['racing: 2.0.0 -> 1.9.0']);
    expect(reporter).toHaveBeenCalledWith('racing/Greeting', expect.any(Error), '2.0.0');
    expect(String(reporter.mock.calls[0]?.[1])).toMatch(/remote render failed/);
    // Never shown unavailable (its space let go) between the throw and the fallback.
    expect(states.length).toBeGreaterThan(0);
    expect(states).not.toContain('unavailable');
    expect(Object.keys(breaker())).toEqual(['racing@2.0.0']);
  });

  it('shows the slot unavailable and opens the breaker when the fallback fails to load too, reporting each version', async () => {
    const { loads, switches } = pageWith({ version: '2.0.0', fallback: '1.9.0', loader: down });
    render(
      withReport(
        <FederatedSlot
          remote="racing"
          module="Greeting"
          label="Racing"
          unavailable="Racing is unavailable"
        />,
      ),
    );
    expect(await screen.findByText('Racing is unavailable')).toBeInTheDocument();
    const slot = slotOf('Racing is unavailable');
    expect(slot).toHaveAttribute('data-slot-state', 'unavailable');
    expect(slot).toHaveAttribute('data-remote-version', '1.9.0');
    expect(loads).toEqual(['racing/Greeting@2.0.0', 'racing/Greeting@1.9.0']);
    expect(switches).toEqual(['racing: 2.0.0 -> 1.9.0']);
    expect(reporter.mock.calls.map(([id, , version]) => `${id}@${version}`)).toEqual([
      'racing/Greeting@2.0.0',
      'racing/Greeting@1.9.0',
    ]);
    expect(breaker()).toHaveProperty('racing');
  });

  it('shows the slot unavailable when the fallback’s module throws while rendering too', async () => {
    const { switches } = pageWith({
      version: '2.0.0',
      fallback: '1.9.0',
      loader: async () => ({ default: Throws }),
    });
    render(
      withReport(
        <FederatedSlot
          remote="racing"
          module="Greeting"
          label="Racing"
          unavailable="Racing is unavailable"
        />,
      ),
    );
    expect(await screen.findByText('Racing is unavailable')).toBeInTheDocument();
    await waitFor(() =>
      expect(slotOf('Racing is unavailable')).toHaveAttribute('data-remote-version', '1.9.0'),
    );
    expect(switches).toEqual(['racing: 2.0.0 -> 1.9.0']);
    expect(reporter.mock.calls.map(([, , version]) => version)).toContain('1.9.0');
  });

  it('behaves as before for a remote without a fallback: one load, unavailable, breaker open', async () => {
    const { loads, switches } = pageWith({ version: '2.0.0', loader: down });
    render(
      withReport(
        <FederatedSlot
          remote="racing"
          module="Greeting"
          label="Racing"
          unavailable="Racing is unavailable"
        />,
      ),
    );
    expect(await screen.findByText('Racing is unavailable')).toBeInTheDocument();
    expect(slotOf('Racing is unavailable')).toHaveAttribute('data-remote-version', '2.0.0');
    expect(loads).toEqual(['racing/Greeting@2.0.0']);
    expect(switches).toEqual([]);
    expect(reporter).toHaveBeenCalledTimes(1);
    expect(reporter).toHaveBeenCalledWith('racing/Greeting', expect.any(Error), '2.0.0');
    expect(breaker()).toHaveProperty('racing');
  });

  it('shows the slot unavailable, not loading for ever, when the switch to the fallback is refused', async () => {
    const { switches } = pageWith({
      version: '2.0.0',
      fallback: '1.9.0',
      refuse: true,
      loader: async () => ({ default: Throws }),
    });
    render(
      withReport(
        <FederatedSlot
          remote="racing"
          module="Greeting"
          label="Racing"
          unavailable="Racing is unavailable"
        />,
      ),
    );
    expect(await screen.findByText('Racing is unavailable')).toBeInTheDocument();
    expect(slotOf('Racing is unavailable')).toHaveAttribute('data-remote-version', '2.0.0');
    expect(switches).toEqual([]);
  });

  it('a render throw without a fallback shows the slot unavailable with no second load', async () => {
    const { loads } = pageWith({ version: '2.0.0', loader: async () => ({ default: Throws }) });
    await act(async () => {
      render(
        withReport(
          <FederatedSlot
            remote="racing"
            module="Greeting"
            label="Racing"
            unavailable="Racing is unavailable"
          />,
        ),
      );
    });
    expect(await screen.findByText('Racing is unavailable')).toBeInTheDocument();
    expect(loads).toEqual(['racing/Greeting@2.0.0']);
    expect(breaker()).toEqual({});
  });
});
