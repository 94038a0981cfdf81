import '../test-support/text-encoder';
import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, mobileNav, signedOutState } from '@sl/contracts';
import { renderInShell } from '../test-support/render';
import { DesktopNav } from './DesktopNav';
import { MobileMenu } from './MobileMenu';
import { useNavigation } from './useNavigation';

jest.setTimeout(30_000);

// jsdom applies the mobile-first CSS (no media queries), so the desktop menu counts as hidden: query it anyway.
const any = { hidden: true } as const;

function Menus() {
  const { items, features } = useNavigation();
  return (
    <>
      <DesktopNav items={items} />
      <MobileMenu items={items} quick={mobileNav(items, features)} />
    </>
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  act(() => authStore.setState({ ...signedOutState, selfExclusion: undefined }));
});
afterEach(() => jest.restoreAllMocks());

describe('menus', () => {
  it('shows the section sub-navigation of the current page on desktop', () => {
    renderInShell(<Menus />, '/football/news');
    const sub = screen.getByRole('navigation', { name: 'Football sections', ...any });
    for (const name of [
      'Fixtures & Results',
      'League Tables',
      'Transfer Centre',
      'Vidiprinter',
      'Latest Odds',
    ]) {
      expect(within(sub).getByRole('link', { name, ...any })).toBeInTheDocument();
    }
    expect(within(sub).getByRole('link', { name: 'News', ...any })).toHaveAttribute('aria-current', 'page');
  });

  it('removes betting items everywhere for a self-excluded member', () => {
    act(() => authStore.setState({ selfExclusion: ['gambling'] }));
    renderInShell(<Menus />, '/football');
    const main = screen.getByRole('navigation', { name: 'Main', ...any });
    expect(within(main).queryByRole('link', { name: 'Free Bets', ...any })).toBeNull();
    const sub = screen.getByRole('navigation', { name: 'Football sections', ...any });
    expect(within(sub).queryByRole('link', { name: 'Latest Odds', ...any })).toBeNull();
  });

  it('gives premium members TF Live and tagged racecards links', () => {
    act(() => authStore.setState({ loggedIn: true, premium: true }));
    renderInShell(<Menus />, '/racing');
    const sub = screen.getByRole('navigation', { name: 'Racing sections', ...any });
    expect(within(sub).getByRole('link', { name: 'TF Live', ...any })).toHaveAttribute(
      'href',
      '/racing/timeform-live',
    );
    expect(within(sub).getByRole('link', { name: 'Racecards', ...any })).toHaveAttribute(
      'href',
      '/racing/racecards?dcmp=SL_PLUS_CARDS',
    );
  });

  it('hides TF Live from other members', () => {
    renderInShell(<Menus />, '/racing');
    const sub = screen.getByRole('navigation', { name: 'Racing sections', ...any });
    expect(within(sub).queryByRole('link', { name: 'TF Live', ...any })).toBeNull();
  });

  it('flags top items beyond index 5 as long', () => {
    renderInShell(<Menus />, '/');
    // The menu row (the first list; the second is the hidden copy the row is measured with).
    const row = within(screen.getByRole('navigation', { name: 'Main', ...any })).getAllByRole(
      'list',
      any,
    )[0]!;
    const items = Array.from(row.children);
    expect(items).toHaveLength(10);
    items.forEach((li, index) => expect(li.getAttribute('data-long')).toBe(index > 5 ? 'true' : null));
  });

  it('the burger menu locks scrolling, lists the quick list, and closes when a link is followed', async () => {
    renderInShell(<Menus />, '/');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByTestId('mobile-menu');
    expect(document.body.style.overflow).toBe('hidden');
    const quick = within(menu).getAllByRole('list')[0]!;
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Racing', 'Football', 'Dogs', 'Sports', 'Tips', 'Video']);
    await userEvent.click(within(menu).getByRole('button', { name: 'Greyhounds' }));
    await userEvent.click(within(menu).getByRole('link', { name: 'Results' }));
    expect(screen.queryByTestId('mobile-menu')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('Escape closes the burger menu and restores scrolling', async () => {
    renderInShell(<Menus />, '/');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('mobile-menu')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
