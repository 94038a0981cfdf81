import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREFERENCES_STORAGE_KEY, preferencesStore } from '@sl/contracts';
import { renderInShell } from '../test-support/render';
import { CONSENT_STORAGE_KEY } from './catalogue';
import { CookieNotice } from './CookieNotice';
import { CONSENT_VERSION } from './record';
import { consentStore, decideConsent, startConsent } from './store';

type Gtag = (...args: unknown[]) => void;
const win = window as unknown as { gtag?: Gtag };

/** What really is in local storage, read past the gate (key() and length are not wrapped). */
function stored(): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < window.localStorage.length; i += 1) {
    const key = window.localStorage.key(i)!;
    out[key] = Object.getOwnPropertyDescriptor(window.localStorage, key)?.value as string;
  }
  return out;
}

let undo: () => void = () => undefined;
beforeEach(() => {
  window.localStorage.clear();
  undo = startConsent();
});
afterEach(() => {
  undo();
  act(() => {
    consentStore.setState({ record: null });
    preferencesStore.getState().actions.reset();
  });
  window.localStorage.clear();
  delete win.gtag;
});

describe('consent gating of storage', () => {
  it('keeps a preference write out of storage without consent, while the page still sees it', () => {
    act(() => preferencesStore.getState().actions.setPreference('horseRacecardSortBy', 'name'));
    window.localStorage.setItem('featureConfig', '{"at":1,"flags":{}}');
    expect(stored()).toEqual({});
    expect(preferencesStore.getState().horseRacecardSortBy).toBe('name');
    expect(window.localStorage.getItem('featureConfig')).toBe('{"at":1,"flags":{}}');
    // Essential keys are stored at once.
    window.localStorage.setItem('sl_skybet_v2', 'true');
    expect(stored()).toEqual({ sl_skybet_v2: 'true' });
  });

  it('after Accept all the held preference reaches storage with the cookie-accept flag, and later writes too', async () => {
    const gtag = jest.fn<Gtag>();
    win.gtag = gtag;
    act(() => preferencesStore.getState().actions.setPreference('horseRacecardSortBy', 'name'));
    renderInShell(<CookieNotice />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
    const prefs = JSON.parse(stored()[PREFERENCES_STORAGE_KEY] ?? '{}') as { state: Record<string, unknown> };
    expect(prefs.state).toMatchObject({ horseRacecardSortBy: 'name', cookieAccepted: true });
    const record = JSON.parse(stored()[CONSENT_STORAGE_KEY] ?? '{}') as Record<string, unknown>;
    expect(record).toMatchObject({
      version: CONSENT_VERSION,
      categories: { functional: true, analytics: true },
    });
    expect(Date.parse(String(record.date))).toBeGreaterThan(Date.now() - 60_000);
    expect(gtag).toHaveBeenCalledWith(
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    );
    window.localStorage.setItem('freeBetsVisited', '5');
    expect(stored().freeBetsVisited).toBe('5');
  });

  it('withdrawing consent removes the non-essential keys already stored and holds later writes back', () => {
    act(() => {
      decideConsent({ functional: true, analytics: true });
      preferencesStore.getState().actions.setPreference('horseOddsId', 1);
    });
    window.localStorage.setItem('freeBetsUpdated', '10');
    window.localStorage.setItem('promotionSeen', '{}');
    document.cookie = '_ga=GA1.1.123; Path=/';
    expect(Object.keys(stored()).sort()).toEqual(
      [CONSENT_STORAGE_KEY, PREFERENCES_STORAGE_KEY, 'freeBetsUpdated', 'promotionSeen'].sort(),
    );
    act(() => void decideConsent({ functional: false, analytics: false }));
    expect(Object.keys(stored())).toEqual([CONSENT_STORAGE_KEY]);
    expect(document.cookie).not.toContain('_ga=');
    expect(JSON.parse(stored()[CONSENT_STORAGE_KEY]!)).toMatchObject({
      categories: { functional: false, analytics: false },
    });
    // The page keeps working on what it had; nothing new is stored.
    expect(preferencesStore.getState().horseOddsId).toBe(1);
    act(() => preferencesStore.getState().actions.setPreference('horseShowResults', true));
    expect(Object.keys(stored())).toEqual([CONSENT_STORAGE_KEY]);
    expect(preferencesStore.getState().cookieAccepted).toBe(false);
  });

  it('keys the catalogue does not list count as functional', () => {
    window.localStorage.setItem('someNewRemoteKey', 'x');
    expect(stored()).toEqual({});
    act(() => void decideConsent({ functional: true, analytics: false }));
    expect(stored().someNewRemoteKey).toBe('x');
  });

  it('does not show the banner again once answered, as after a reload', () => {
    act(() => void decideConsent({ functional: false, analytics: false }));
    undo();
    act(() => consentStore.setState({ record: null }));
    undo = startConsent();
    renderInShell(<CookieNotice />);
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
  });
});

describe('manage choices dialog', () => {
  it('moves focus in, closes on Escape back to its opener, and saves labelled per-category choices', async () => {
    renderInShell(<CookieNotice />);
    const notice = screen.getByRole('region', { name: 'Cookies on Sporting Life' });
    const manage = within(notice).getByRole('button', { name: 'Manage choices' });
    await userEvent.click(manage);
    let dialog = screen.getByRole('dialog', { name: 'Manage cookie choices' });
    expect(within(dialog).getByRole('checkbox', { name: 'Essential (always on)' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Functional' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(manage).toHaveFocus();
    expect(consentStore.getState().record).toBeNull();

    await userEvent.click(manage);
    dialog = screen.getByRole('dialog', { name: 'Manage cookie choices' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Analytics' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(consentStore.getState().record?.categories).toEqual({ functional: false, analytics: true });
    act(() => preferencesStore.getState().actions.setPreference('horseShowResults', true));
    expect(Object.keys(stored())).toEqual([CONSENT_STORAGE_KEY]);
  });
});
