import { jest } from '@jest/globals';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import { REMOTE_COOL_DOWN_MS, recordRemoteFailure } from './remote-breaker';
import { fakeFederationPage } from './fake-federation';

// Lazy loads settle over a few renders; on a busy two-core machine that can pass findBy's default second.
configure({ asyncUtilTimeout: 5000 });

// The federation runtime is replaced by a fake page: which remotes are registered, and what loading gives.
const page = fakeFederationPage();

const { FederatedSlot, SlotErrorReport } = await import('./FederatedSlot');
const { FollowButtonSlot } = await import('./FollowButtonSlot');
const { preloadRemoteModule } = await import('./remote-component');

let load: jest.Mock<(id: string) => Promise<unknown>>;
/** A page whose federation instance has `remotes` registered and loads modules with `loader`. */
const registered = (remotes: string[], loader: (id: string) => Promise<unknown>) => {
  load = jest.fn(loader);
  page.instances = [{ options: { remotes: remotes.map((name) => ({ name })) }, loadRemote: load }];
};

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
function Throws(): never {
  throw new Error('remote render failed');
}

let warn: ReturnType<typeof jest.spyOn>;
let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // React logs every error an error boundary catches.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  consoleError.mockRestore();
  page.instances = [];
  localStorage.clear();
});

describe('FederatedSlot', () => {
  it('holds its space while the module loads, then shows the module with its props', async () => {
    let resolve: (module: unknown) => void = () => undefined;
    registered(['racing'], () => new Promise((r) => (resolve = r)));
    render(
      <FederatedSlot
        remote="racing"
        module="Greeting"
        label="Racing"
        space={{ minHeight: 240 }}
        props={{ name: 'Ascot' }}
      />,
    );
    const slot = screen.getByRole('region', { name: 'Racing' });
    expect(slot).toHaveAttribute('aria-busy', 'true');
    expect(slot).toHaveAttribute('data-slot-state', 'loading');
    expect(slot).toBeEmptyDOMElement();
    expect(getComputedStyle(slot).minHeight).toBe('240px');

    await act(async () => resolve({ default: Greeting }));
    const loaded = screen.getByRole('region', { name: 'Racing' });
    expect(within(loaded).getByText('Hello Ascot')).toBeInTheDocument();
    expect(loaded).toHaveAttribute('data-slot-state', 'loaded');
    expect(loaded).not.toHaveAttribute('aria-busy');
    expect(load).toHaveBeenCalledWith('racing/Greeting');
  });

  it('loads a module once however many slots show it', async () => {
    registered(['racing'], async () => ({ default: Greeting }));
    render(
      <>
        <FederatedSlot remote="racing" module="Greeting" label="First" props={{ name: 'one' }} />
        <FederatedSlot remote="racing" module="Greeting" label="Second" props={{ name: 'two' }} />
      </>,
    );
    expect(await screen.findByText('Hello one')).toBeInTheDocument();
    expect(await screen.findByText('Hello two')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a module preloaded before its slot in the slot’s first render, without suspending', async () => {
    registered(['racing'], async () => ({ default: Greeting }));
    const fellBack = jest.fn();
    void preloadRemoteModule('racing', 'Greeting', fellBack);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    render(<FederatedSlot remote="racing" module="Greeting" label="Racing" props={{ name: 'Ascot' }} />);
    // No await since render: the module was there, so the slot never showed its empty loading frame.
    expect(
      within(screen.getByRole('region', { name: 'Racing' })).getByText('Hello Ascot'),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(fellBack).not.toHaveBeenCalled();
  });

  it('leaves a failed preload to the slot, which shows it unavailable and reports it once', async () => {
    const reporter = jest.fn();
    registered(['racing'], () => Promise.reject(new Error('manifest unreachable after its retry')));
    void preloadRemoteModule('racing', 'Greeting', reporter);
    render(
      <SlotErrorReport value={reporter}>
        <FederatedSlot
          remote="racing"
          module="Greeting"
          label="Racing"
          unavailable={<p>Racing is resting</p>}
        />
      </SlotErrorReport>,
    );
    expect(await screen.findByText('Racing is resting')).toBeInTheDocument();
    expect(reporter).toHaveBeenCalledTimes(1);
    expect(reporter.mock.calls[0]?.[0]).toBe('racing/Greeting');
  });

  it('renders its module once: the frame turning from loading to loaded leaves the module’s tree alone', async () => {
    let renders = 0;
    function Counted({ name }: { name: string }) {
      renders += 1;
      return <p>Hello {name}</p>;
    }
    registered(['racing'], async () => ({ default: Counted }));
    render(<FederatedSlot remote="racing" module="Counted" label="Racing" props={{ name: 'Ascot' }} />);
    expect(await screen.findByText('Hello Ascot')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Racing' })).toHaveAttribute('data-slot-state', 'loaded'),
    );
    expect(renders).toBe(1);
  });

  it('catches a module that throws while rendering: its slot shows its unavailable state, the page the rest', async () => {
    registered(['racing', 'football'], async (id) => ({
      default: id === 'football/Throws' ? Throws : Greeting,
    }));
    render(
      <>
        <FederatedSlot remote="racing" module="Greeting" label="Racing" props={{ name: 'racing' }} />
        <FederatedSlot
          remote="football"
          module="Throws"
          label="Football"
          unavailable="Football is unavailable"
        />
      </>,
    );
    expect(await screen.findByText('Football is unavailable')).toBeInTheDocument();
    expect(await screen.findByText('Hello racing')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Football' })).toBeNull();
    const football = screen.getByText('Football is unavailable').closest('[data-slot]');
    expect(football).toHaveAttribute('data-slot', 'football/Throws');
    expect(football).toHaveAttribute('data-slot-state', 'unavailable');
  });

  it('shows the unavailable state when the load fails or gives no component, and reports each failure once', async () => {
    const reporter = jest.fn();
    registered(['promos', 'account'], async (id) => {
      if (id === 'promos/Banners') throw new Error('manifest unreachable after its retry');
      return { error: 'not a component' };
    });
    render(
      <SlotErrorReport value={reporter}>
        <FederatedSlot remote="promos" module="Banners" label="Promotions" />
        <FederatedSlot remote="promos" module="Banners" label="More promotions" />
        <FederatedSlot
          remote="account"
          module="Widget"
          label="Account"
          unavailable="Account is unavailable"
        />
      </SlotErrorReport>,
    );
    expect(await screen.findByText('Account is unavailable')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByRole('region')).toHaveLength(0));
    const banners = document.querySelectorAll('[data-slot="promos/Banners"]');
    expect([...banners].map((b) => b.getAttribute('data-slot-state'))).toEqual([
      'unavailable',
      'unavailable',
    ]);
    banners.forEach((b) => expect(b).toBeEmptyDOMElement());
    expect(reporter.mock.calls.map(([id]) => id).sort()).toEqual(['account/Widget', 'promos/Banners']);
    expect(String(reporter.mock.calls.find(([id]) => id === 'promos/Banners')?.[1])).toMatch(/manifest/);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a remote that failed to load is not asked again while its breaker is open; after the cool-down it is', async () => {
    registered(['promos'], async () => {
      throw new Error('manifest timed out');
    });
    const first = render(<FederatedSlot remote="promos" module="Banners" label="Promotions" />);
    await waitFor(() =>
      expect(document.querySelector('[data-slot="promos/Banners"]')).toHaveAttribute(
        'data-slot-state',
        'unavailable',
      ),
    );
    expect(load).toHaveBeenCalledTimes(1);
    first.unmount();

    // The next page of this tab: another module of that remote shows unavailable at once, with no load.
    render(
      <FederatedSlot remote="promos" module="Offers" label="Offers" unavailable="Offers are unavailable" />,
    );
    expect(screen.getByText('Offers are unavailable').closest('[data-slot]')).toHaveAttribute(
      'data-slot-state',
      'unavailable',
    );
    expect(load).toHaveBeenCalledTimes(1);
    cleanup();

    // Once the cool-down is over the remote is tried again, and a load that works closes the breaker.
    const later = Date.now() + REMOTE_COOL_DOWN_MS;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      registered(['promos'], async () => ({ default: Greeting }));
      render(<FederatedSlot remote="promos" module="Offers" label="Offers" props={{ name: 'punter' }} />);
      expect(await screen.findByText('Hello punter')).toBeInTheDocument();
      expect(load).toHaveBeenCalledWith('promos/Offers');
      expect(localStorage.getItem('sl_remote_breaker')).toBe('{}');
    } finally {
      clock.mockRestore();
    }
  });

  it('a module already on the page stays when its remote’s breaker opens and the page renders again', async () => {
    registered(['account'], async () => ({ default: Greeting }));
    const view = render(
      <FederatedSlot remote="account" module="Greeting" label="Follow" props={{ name: 'Caspian' }} />,
    );
    expect(await screen.findByText('Hello Caspian')).toBeInTheDocument();
    // Another module of the remote failed to load (on a stalled machine): its breaker opens.
    recordRemoteFailure('account');
    view.rerender(
      <FederatedSlot remote="account" module="Greeting" label="Follow" props={{ name: 'Stayer' }} />,
    );
    expect(screen.getByText('Hello Stayer')).toBeInTheDocument();
    // A module not yet loaded still shows unavailable at once, with no wait.
    render(<FederatedSlot remote="account" module="Other" label="Other" unavailable="Other is off" />);
    expect(screen.getByText('Other is off')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a slot left unavailable by an open breaker tries its remote when the cool-down ends, with nothing else rendering', async () => {
    registered(['promos'], async () => ({ default: Greeting }));
    localStorage.setItem(
      'sl_remote_breaker',
      JSON.stringify({ promos: { failures: 1, openUntil: Date.now() + 300 } }),
    );
    render(
      <FederatedSlot
        remote="promos"
        module="Offers"
        label="Offers"
        props={{ name: 'punter' }}
        unavailable="Offers are unavailable"
      />,
    );
    expect(screen.getByText('Offers are unavailable')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(await screen.findByText('Hello punter')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('promos/Offers');
    expect(localStorage.getItem('sl_remote_breaker')).toBe('{}');
  });

  it('a load the browser cancels as the visitor leaves the page opens no breaker and reports nothing', async () => {
    const reporter = jest.fn();
    let fail: (error: Error) => void = () => undefined;
    registered(['promos'], () => new Promise((_, reject) => (fail = reject)));
    render(
      <SlotErrorReport value={reporter}>
        <FederatedSlot remote="promos" module="NewsApp" label="News" />
      </SlotErrorReport>,
    );
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // The visitor follows a link: the browser fires beforeunload, then cancels the manifest fetch under way.
    window.dispatchEvent(new Event('beforeunload'));
    await act(async () => fail(new TypeError('Failed to fetch')));
    await waitFor(() =>
      expect(document.querySelector('[data-slot="promos/NewsApp"]')).toHaveAttribute(
        'data-slot-state',
        'unavailable',
      ),
    );
    expect(reporter).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('sl_remote_breaker') ?? '{}')).toEqual({});
    cleanup();

    // Back from the back-forward cache the page is alive again: a real failure then counts.
    window.dispatchEvent(new Event('pageshow'));
    registered(['promos'], async () => {
      throw new Error('manifest unreachable after its retry');
    });
    render(
      <SlotErrorReport value={reporter}>
        <FederatedSlot remote="promos" module="NewsApp" label="News" />
      </SlotErrorReport>,
    );
    await waitFor(() => expect(reporter).toHaveBeenCalledTimes(1));
    expect(JSON.parse(localStorage.getItem('sl_remote_breaker') ?? '{}')).toHaveProperty('promos');
  });

  it('shows a switched-off remote as unavailable at once, and never asks for it', () => {
    registered(['racing'], async () => ({ default: Greeting }));
    render(<FederatedSlot remote="account" module="Widget" label="Account" unavailable="Account is off" />);
    expect(screen.getByText('Account is off').closest('[data-slot]')).toHaveAttribute(
      'data-slot-state',
      'unavailable',
    );
    expect(load).not.toHaveBeenCalled();
  });
});

describe('FollowButtonSlot', () => {
  it('holds the button’s space in a group named for what it follows, then shows the account button', async () => {
    let resolve: (module: unknown) => void = () => undefined;
    registered(['account'], () => new Promise((r) => (resolve = r)));
    function FakeFollowButton({ displayText }: { displayText: string }) {
      return <button type="button">Follow {displayText}</button>;
    }
    render(
      <FollowButtonSlot type="HORSE" id="000000300002" displayText="Alpine Star" label="Horse Alpine Star" />,
    );
    const slot = screen.getByRole('group', { name: 'Horse Alpine Star' });
    expect(slot).toBeEmptyDOMElement();
    expect(getComputedStyle(slot).minWidth).toBe('6.75rem');
    expect(slot).toHaveAttribute('data-follow', 'HORSE');
    expect(slot).toHaveAttribute('data-follow-id', '000000300002');
    await act(async () => resolve({ default: FakeFollowButton }));
    expect(within(slot).getByRole('button', { name: 'Follow Alpine Star' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('account/FollowButton');
  });

  it('leaves nothing behind when the account remote fails, and warns once for every slot', async () => {
    registered(['account'], async () => {
      throw new Error('account remote down');
    });
    const { container } = render(
      <>
        <FollowButtonSlot type="HORSE" id="1" displayText="Alpine Star" label="Horse Alpine Star" />
        <FollowButtonSlot type="JOCKEY" id="2" displayText="Jockey 2" label="Jockey of Alpine Star" />
      </>,
    );
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('renders nothing, and loads nothing, when the account remote is switched off', () => {
    registered(['racing'], async () => ({ default: Greeting }));
    const { container } = render(
      <FollowButtonSlot type="RACE" id="2026061502" displayText="14:30 Ascot" label="Race 14:30 Ascot" />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
  });
});
