import '../test-support/text-encoder';
import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, featureFlagsStore, signedOutState } from '@sl/contracts';
import { renderInShell } from '../test-support/render';
import { AmpPage } from './AmpPage';

jest.setTimeout(30_000);

// The menus' free-bets query fails in jsdom (no server) and its client logs the failure, possibly after the last
// test: kept silenced for the whole file, or jest fails the run for logging after tests are done.
beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

beforeEach(() => {
  act(() => authStore.setState({ ...signedOutState }));
  act(() => featureFlagsStore.getState().setFlags({}));
});

const linkNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('AMP page and sidebar', () => {
  it('opens a modal sidebar with the AMP list and a sign-in link back to this page', async () => {
    renderInShell(<AmpPage />, '/amp/racing/news');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('News');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Sporting Life' });
    const names = linkNames(dialog);
    expect(names.slice(0, 3)).toEqual(['Racing', 'Football', 'Dogs']);
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/amp/?returnUri=%2Famp%2Fracing%2Fnews',
    );
    expect(document.activeElement).toBe(within(dialog).getAllByRole('link')[0]);
    expect(document.body.style.overflow).toBe('hidden');
  });

  // Tab staying inside is the browser's (a modal <dialog>): e2e/shell.spec.ts checks it in Chromium.
  it('closes on Escape and gives focus back to the Menu button', async () => {
    renderInShell(<AmpPage />, '/amp/football');
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    expect(document.activeElement).toBe(within(screen.getByRole('dialog')).getAllByRole('link')[0]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menu);
    expect(document.body.style.overflow).toBe('');
  });

  it('follows the customisable-navigation flag: the short mobile list when it is off', async () => {
    act(() => featureFlagsStore.getState().setFlags({ customisableNavigation: false }));
    renderInShell(<AmpPage />, '/amp/football');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const names = linkNames(screen.getByRole('dialog'));
    expect(names).not.toContain('Dogs');
    expect(names).toContain('Football');
  });

  it('hides the sign-in link from members and answers an unknown AMP path with the 404 page', async () => {
    act(() => authStore.setState({ loggedIn: true }));
    const { unmount } = renderInShell(<AmpPage />, '/amp/racing');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(within(screen.getByRole('dialog')).queryByRole('link', { name: 'Log in' })).toBeNull();
    unmount();
    renderInShell(<AmpPage />, '/amp/no-such-section');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/not found/i);
  });
});
