import { jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import {
  FOLLOW_PROMPT,
  authStore,
  type Subscription,
  type SubscriptionItem,
  type SubscriptionType,
} from '@sl/contracts';
import { defaultUiTheme } from '@sl/ui';
import { SubscriptionsApiContext, type SubscriptionsApi } from './api';
import { FollowButton } from './FollowButton';

/** An in-memory subscription service with the real one's behaviour: one row per follow. */
function fakeApi(initial: Subscription[] = []) {
  const rows = [...initial];
  let next = 1;
  const api = {
    search: jest.fn(async () => [...rows]),
    follow: jest.fn(async (item: SubscriptionItem) => {
      const found = rows.find(
        (r) => r.subscription_type === item.subscription_type && r.subscription_id === item.subscription_id,
      );
      if (found) return [found];
      const row = { ...item, server_subscription_id: `srv-${next++}` };
      rows.push(row);
      return [row];
    }),
    unfollow: jest.fn(async (id: string) => {
      const index = rows.findIndex((r) => r.server_subscription_id === id);
      if (index >= 0) rows.splice(index, 1);
    }),
  } satisfies SubscriptionsApi;
  return { api, rows };
}

function renderButton(api: SubscriptionsApi, type: SubscriptionType = 'HORSE', id = '200000000001') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={defaultUiTheme}>
        <SubscriptionsApiContext.Provider value={api}>
          <button type="button">Before</button>
          <FollowButton type={type} id={id} displayText="Galopin Des Champs" />
        </SubscriptionsApiContext.Provider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const login = jest.fn();
const register = jest.fn();

beforeEach(() => {
  authStore.getState().reset();
  authStore
    .getState()
    .bindActions({ login, register, logout: jest.fn(), getAccessToken: async () => 'token' });
  jest.clearAllMocks();
});

const signIn = () =>
  act(() =>
    authStore.getState().setSession({
      loggedIn: true,
      user: { sub: 'member-1', email: 'free@example.com', name: 'Freddie Free' },
    }),
  );

describe('FollowButton for a visitor', () => {
  it.each<[SubscriptionType, string]>([
    ['HORSE', FOLLOW_PROMPT.profile],
    ['JOCKEY', FOLLOW_PROMPT.profile],
    ['TRAINER', FOLLOW_PROMPT.profile],
    ['RACE', FOLLOW_PROMPT.event],
    ['FOOTBALL_MATCH', FOLLOW_PROMPT.event],
  ])(
    'opens the Add to My Stable prompt with the exact text for %s, and loads nothing',
    async (type, text) => {
      const { api } = fakeApi();
      renderButton(api, type);
      await userEvent.click(screen.getByRole('button', { name: 'Follow Galopin Des Champs' }));
      const dialog = screen.getByRole('dialog', { name: 'Add to My Stable' });
      expect(dialog).toHaveAccessibleDescription(text);
      expect(api.search).not.toHaveBeenCalled();
      expect(api.follow).not.toHaveBeenCalled();
    },
  );

  // Tab staying inside is the browser's (a modal <dialog>): e2e/my-stable.spec.ts checks it in Chromium.
  it('offers log in and register through the store, closes on Escape and restores focus', async () => {
    const { api } = fakeApi();
    renderButton(api);
    const opener = screen.getByRole('button', { name: 'Follow Galopin Des Champs' });
    await userEvent.click(opener);
    const logIn = screen.getByRole('button', { name: 'Log in' });
    expect(logIn).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(register).toHaveBeenCalledTimes(1);
    await userEvent.click(logIn);
    expect(login).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('FollowButton for a member', () => {
  it('follows and unfollows through the API, showing the state as a pressed toggle', async () => {
    const { api, rows } = fakeApi();
    signIn();
    renderButton(api);
    const button = await screen.findByRole('button', { name: 'Follow Galopin Des Champs', pressed: false });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(api.follow).toHaveBeenCalledWith({
      subscription_type: 'HORSE',
      subscription_id: '200000000001',
      display_text: 'Galopin Des Champs',
    });
    expect(rows).toHaveLength(1);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(api.unfollow).toHaveBeenCalledWith('srv-1');
    expect(rows).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows an existing follow as pressed', async () => {
    const { api } = fakeApi([
      { subscription_type: 'RACE', subscription_id: '42', display_text: 'x', server_subscription_id: 's' },
    ]);
    signIn();
    renderButton(api, 'RACE', '42');
    expect(
      await screen.findByRole('button', { name: 'Follow Galopin Des Champs', pressed: true }),
    ).toBeEnabled();
  });

  it('only logs failures, with the spec messages', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing: SubscriptionsApi = {
      search: jest.fn(async () => {
        throw new Error('down');
      }),
      follow: jest.fn(async () => {
        throw new Error('down');
      }),
      unfollow: jest.fn(async () => undefined),
    };
    signIn();
    renderButton(failing);
    await waitFor(() => expect(error).toHaveBeenCalledWith('error loading subscriptions', expect.any(Error)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('logs Error saving subscription when a follow fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = fakeApi();
    api.follow.mockImplementationOnce(async () => {
      throw new Error('down');
    });
    signIn();
    renderButton(api);
    const button = await screen.findByRole('button', { name: 'Follow Galopin Des Champs' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error saving subscription', expect.any(Error)));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    error.mockRestore();
  });
});
