import '../test-support/text-encoder';
import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, signedOutState } from '@sl/contracts';
import { renderInShell } from '../test-support/render';
import { Footer } from './Footer';

jest.setTimeout(30_000);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  act(() => authStore.setState({ ...signedOutState, selfExclusion: undefined }));
});
afterEach(() => jest.restoreAllMocks());

describe('footer', () => {
  it('shows every group, the slogan and visitor buttons, copyright 2024 and safer gambling', () => {
    renderInShell(<Footer />);
    for (const title of ['Featured Events', 'About Us', 'Help', 'Betting & Free Bets', 'Tips']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByTestId('footer-slogan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register for free' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByText('© Sporting Life 2024')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('safer-gambling')).getByRole('link', { name: 'GamCare' }),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('social-brand')).toHaveLength(3);
  });

  it('shows Log Out and My Area to members, without the slogan', () => {
    act(() => authStore.setState({ loggedIn: true }));
    renderInShell(<Footer />);
    expect(screen.getByRole('link', { name: 'Log Out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Area' })).toHaveAttribute('href', '/account');
    expect(screen.queryByTestId('footer-slogan')).toBeNull();
  });

  it('shows no member buttons when auth is switched off', () => {
    act(() => authStore.setState({ enabled: false }));
    renderInShell(<Footer />);
    expect(screen.queryByTestId('footer-member')).toBeNull();
  });

  it('hides the featured-events link of the current page', () => {
    renderInShell(<Footer />, '/cheltenham-festival/racing/tips');
    const featured = screen.getByTestId('footer-group-featured-events');
    expect(within(featured).queryByRole('link', { name: 'Cheltenham Festival' })).toBeNull();
    expect(within(featured).getByRole('link', { name: 'Grand National' })).toBeInTheDocument();
  });

  it('hides betting links from self-excluded members', () => {
    act(() => authStore.setState({ selfExclusion: ['gambling'] }));
    renderInShell(<Footer />);
    const betting = screen.getByTestId('footer-group-betting');
    expect(within(betting).queryByRole('link', { name: 'Free Bets' })).toBeNull();
    expect(within(betting).queryByRole('link', { name: 'Betting Guides' })).toBeNull();
    expect(within(betting).getByRole('link', { name: 'Safer Gambling' })).toBeInTheDocument();
  });

  it('the empty-named link opens the contact lightbox; Escape closes it and focus returns', async () => {
    renderInShell(<Footer />);
    const opener = screen.getByTestId('contact-link');
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Contact us' });
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });
});
