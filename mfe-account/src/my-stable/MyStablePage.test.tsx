import { jest } from '@jest/globals';
import './text-encoder.test-support';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { FOLLOW_PROMPT, authStore, type Subscription } from '@sl/contracts';
import { defaultUiTheme } from '@sl/ui';
import { SubscriptionsApiContext, type SubscriptionsApi } from '../follow/api';
import { FollowsList } from './FollowsList';
import { MyStablePage } from './MyStablePage';
import { nextDate } from './dates';

function wrap(ui: React.ReactNode, api: SubscriptionsApi) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={defaultUiTheme}>
          <SubscriptionsApiContext.Provider value={api}>{ui}</SubscriptionsApiContext.Provider>
        </ThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const sub = (type: Subscription['subscription_type'], id: string, name: string): Subscription => ({
  subscription_type: type,
  subscription_id: id,
  display_text: name,
  server_subscription_id: `srv-${id}`,
});

describe('My Stable page', () => {
  const login = jest.fn();
  beforeEach(() => {
    authStore.getState().reset();
    authStore
      .getState()
      .bindActions({ login, register: jest.fn(), logout: jest.fn(), getAccessToken: async () => 't' });
  });

  it('prompts a visitor to sign in, and loads no subscriptions', async () => {
    const api = {
      search: jest.fn(async () => []),
      follow: jest.fn(),
      unfollow: jest.fn(),
    } as unknown as SubscriptionsApi;
    wrap(<MyStablePage />, api);
    const prompt = screen.getByTestId('my-stable-visitor');
    expect(within(prompt).getByRole('heading', { name: FOLLOW_PROMPT.title })).toBeInTheDocument();
    expect(prompt).toHaveTextContent(FOLLOW_PROMPT.profile);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Log in' }));
    expect(login).toHaveBeenCalledTimes(1);
    expect(api.search).not.toHaveBeenCalled();
  });

  it('tells a member with no follows how to add some', async () => {
    act(() =>
      authStore.getState().setSession({ loggedIn: true, user: { sub: 'm', email: 'm@x.com', name: 'M' } }),
    );
    wrap(<MyStablePage />, {
      search: async () => [],
      follow: jest.fn(),
      unfollow: jest.fn(),
    } as unknown as SubscriptionsApi);
    expect(await screen.findByTestId('my-stable-empty')).toHaveTextContent(
      'You are not following anything yet',
    );
  });

  it('groups follows by type and unfollows one', async () => {
    act(() =>
      authStore.getState().setSession({ loggedIn: true, user: { sub: 'm', email: 'm@x.com', name: 'M' } }),
    );
    const unfollow = jest.fn(async () => undefined);
    const list = [
      sub('TRAINER', '3', 'W P Mullins'),
      sub('HORSE', '1', 'Galopin Des Champs'),
      sub('FOOTBALL_MATCH', '9', 'Arsenal v Chelsea'),
    ];
    wrap(<FollowsList list={list} />, {
      search: async () => list,
      follow: jest.fn(),
      unfollow,
    } as unknown as SubscriptionsApi);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Horses',
      'Trainers',
      'Matches',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Unfollow W P Mullins' }));
    await waitFor(() => expect(unfollow).toHaveBeenCalledWith('srv-3'));
  });

  it('counts tomorrow by the calendar', () => {
    expect(nextDate('2026-03-28')).toBe('2026-03-29');
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
  });
});
