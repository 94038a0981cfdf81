import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREFERENCES_STORAGE_KEY, preferencesStore } from '@sl/contracts';
import { renderInShell } from '../test-support/render';
import { CookieNotice } from './CookieNotice';

type Gtag = (...args: unknown[]) => void;
const win = window as unknown as { gtag?: Gtag };

afterEach(() => {
  act(() => preferencesStore.getState().actions.reset());
  delete win.gtag;
});

/** Spec document 2, sections 3 and 7: the cookie-accept flag, and consent that defaults to denied. */
describe('cookie notice and the cookieAccepted flag', () => {
  it('shows until accepted, then stores cookieAccepted (local storage) and grants consent', async () => {
    const gtag = jest.fn<Gtag>();
    win.gtag = gtag;
    renderInShell(<CookieNotice />);
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
    expect(gtag).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    const stored = JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}');
    expect(stored.state.cookieAccepted).toBe(true);
    expect(gtag).toHaveBeenCalledWith(
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted' }),
    );
  });

  it('does not show again once cookieAccepted is stored (as after a reload), and grants consent again', () => {
    const gtag = jest.fn<Gtag>();
    win.gtag = gtag;
    act(() => preferencesStore.getState().actions.setPreference('cookieAccepted', true));
    renderInShell(<CookieNotice />);
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
    expect(gtag).toHaveBeenCalledWith(
      'consent',
      'update',
      expect.objectContaining({ ad_storage: 'granted' }),
    );
  });
});
