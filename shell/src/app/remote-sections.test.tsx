import { jest } from '@jest/globals';
import { act, cleanup, configure, screen, waitFor } from '@testing-library/react';
import { Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router';

// Lazy loads settle over a few renders; on a busy two-core machine that can pass findBy's default second.
configure({ asyncUtilTimeout: 5000 });

// The federation runtime is replaced by a fake page whose remotes all load; which modules throw is up to each test.
const modules: Record<string, () => React.JSX.Element> = {};
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    options: { remotes: ['racing', 'football', 'promos', 'account'].map((name) => ({ name })) },
    loadRemote: async (id: string) => ({ default: modules[id] }),
  }),
}));

const { renderInShell } = await import('../test-support/render');
const { remoteSectionRoutes } = await import('./remote-sections');

/** The module renders where it is; it throws on the paths a test calls broken. */
const at = (name: string, brokenPrefix?: string) =>
  function Module() {
    const { pathname } = useLocation();
    if (brokenPrefix && pathname.startsWith(brokenPrefix)) throw new Error(`${name} broke on ${pathname}`);
    return <p>{`${name} at ${pathname}`}</p>;
  };

/** The slot's state as the browser tests read it: data-slot-state on the element with data-slot. */
const slotState = (id: string) =>
  document.querySelector(`[data-slot="${id}"]`)?.getAttribute('data-slot-state');

let navigate: NavigateFunction = () => undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}

const renderSite = (path: string) =>
  renderInShell(
    <>
      <Navigator />
      <Routes>{remoteSectionRoutes}</Routes>
    </>,
    path,
  );

let consoleError: ReturnType<typeof jest.spyOn>;
let warn: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  // React logs every error an error boundary catches; the slot warns that it is unavailable.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  consoleError.mockRestore();
  warn.mockRestore();
});

describe('remote sections: an error stays in its section', () => {
  it('shows the next section once the visitor leaves a section whose module threw', async () => {
    modules['football/SportsApp'] = at('SportsApp', '/cricket');
    renderSite('/cricket/fixtures');
    await waitFor(() => expect(slotState('football/SportsApp')).toBe('unavailable'));

    // The same module serves /tennis: a fresh slot there, not the cricket slot's error boundary.
    await act(async () => navigate('/tennis/fixtures'));
    expect(await screen.findByText('SportsApp at /tennis/fixtures')).toBeVisible();
    expect(slotState('football/SportsApp')).toBe('loaded');
  });

  it('shows another remote after a section of one remote threw', async () => {
    modules['racing/RacingApp'] = at('RacingApp', '/racing');
    modules['football/FootballApp'] = at('FootballApp');
    renderSite('/racing/racecards');
    expect(await screen.findByText(/unavailable right now/)).toBeVisible();
    expect(slotState('racing/RacingApp')).toBe('unavailable');

    await act(async () => navigate('/football/fixtures'));
    expect(await screen.findByText('FootballApp at /football/fixtures')).toBeVisible();
    expect(screen.queryByText(/unavailable right now/)).not.toBeInTheDocument();
  });
});
