import { jest } from '@jest/globals';
import './text-encoder.test-support';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { apiClient, authStore, type Subscription } from '@sl/contracts';
import { defaultUiTheme } from '@sl/ui';
import { SubscriptionsApiContext, type SubscriptionsApi } from '../follow/api';
import { MyStablePage } from './MyStablePage';

const TRAINER: Subscription = {
  subscription_type: 'TRAINER',
  subscription_id: '3',
  display_text: 'W P Mullins',
  server_subscription_id: 'srv-3',
};

function renderPage(api: SubscriptionsApi) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={defaultUiTheme}>
          <SubscriptionsApiContext.Provider value={api}>
            <MyStablePage />
          </SubscriptionsApiContext.Provider>
        </ThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('My Stable: a failed unfollow', () => {
  let logged: jest.SpiedFunction<typeof console.error>;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The trainer's runners come from the racing API; there is none behind these tests.
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('no server'));
    authStore.getState().reset();
    act(() =>
      authStore.getState().setSession({ loggedIn: true, user: { sub: 'm', email: 'm@x.com', name: 'M' } }),
    );
  });
  afterEach(() => jest.restoreAllMocks());

  it("is only logged, as 'Error deleting subscription', and the follow stays listed", async () => {
    const refused = new Error('DELETE /api/subscription/srv-3 answered 500');
    const search = jest.fn(async () => [TRAINER]);
    const unfollow = jest.fn(async (): Promise<void> => {
      throw refused;
    });
    renderPage({ search, follow: jest.fn(), unfollow } as unknown as SubscriptionsApi);

    await userEvent.click(await screen.findByRole('button', { name: 'Unfollow W P Mullins' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Error deleting subscription', refused));
    expect(unfollow).toHaveBeenCalledWith('srv-3');
    // The list is read again from the service, which still has the follow.
    await waitFor(() => expect(search).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('button', { name: 'Unfollow W P Mullins' })).toBeInTheDocument();
    // No message for the member (document 2, section 8).
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/error/i)).toBeNull();
  });

  it('logs nothing when the unfollow goes through', async () => {
    const list = [TRAINER];
    const search = jest.fn(async () => list);
    const unfollow = jest.fn(async () => undefined);
    renderPage({ search, follow: jest.fn(), unfollow } as unknown as SubscriptionsApi);
    await userEvent.click(await screen.findByRole('button', { name: 'Unfollow W P Mullins' }));
    await waitFor(() => expect(screen.getByTestId('my-stable-empty')).toBeInTheDocument());
    expect(logged).not.toHaveBeenCalledWith('Error deleting subscription', expect.anything());
  });
});
