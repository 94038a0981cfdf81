import '../test-support/text-encoder';
import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREFERENCES_STORAGE_KEY, preferencesStore } from '@sl/contracts';

// The federation runtime is replaced by a fake page instance serving the two home panels and the account widget.
const modules: Record<string, unknown> = {};
const instance = {
  options: { remotes: [] as { name: string }[] },
  loadRemote: async (id: string) => {
    if (!(id in modules)) throw new Error(`no such remote module ${id}`);
    return modules[id];
  },
};
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (remotes: { name: string }[]) => instance.options.remotes.push(...remotes),
  getInstance: (finder: (i: typeof instance) => boolean) => (finder(instance) ? instance : null),
}));

const { HomePage } = await import('./HomePage');
const { registerBootRemotes } = await import('../federation/remotes');
const { renderInShell } = await import('../test-support/render');

beforeAll(() => {
  modules['racing/RacingHome'] = { default: () => <p>racing panel content</p> };
  modules['football/FootballHome'] = { default: () => <p>football panel content</p> };
  modules['account/AccountWidget'] = { default: () => <p>account widget</p> };
  registerBootRemotes([
    { name: 'racing', entry: 'http://r.example/mf-manifest.json', version: '1' },
    { name: 'football', entry: 'http://f.example/mf-manifest.json', version: '1' },
    { name: 'account', entry: 'http://a.example/mf-manifest.json', version: '1' },
  ]);
});

afterEach(() => act(() => preferencesStore.getState().actions.reset()));

/** Spec document 2, section 3: hidePreference, the list of panels the visitor chose to hide. */
describe('home page panels and hidePreference', () => {
  it('Hide removes a panel, remembers it in hidePreference (local storage) and moves focus to its Show button', async () => {
    renderInShell(<HomePage />);
    expect(await screen.findByText('racing panel content')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Hide Today's racing" }));
    expect(screen.queryByText('racing panel content')).toBeNull();
    expect(screen.getByText('football panel content')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Show Today's racing" })).toHaveFocus();
    expect(preferencesStore.getState().hidePreference).toEqual(['home-racing']);
    const stored = JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}');
    expect(stored.state.hidePreference).toEqual(['home-racing']);
  });

  it('a panel already in hidePreference (as after a reload) starts hidden, and Show brings it back', async () => {
    act(() => preferencesStore.getState().actions.hide('home-football'));
    renderInShell(<HomePage />);
    expect(await screen.findByText('racing panel content')).toBeInTheDocument();
    expect(screen.queryByText('football panel content')).toBeNull();
    expect(screen.getByText("Today's football is hidden.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Show Today's football" }));
    expect(await screen.findByText('football panel content')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Hide Today's football" })).toHaveFocus();
    expect(preferencesStore.getState().hidePreference).toEqual([]);
  });
});
