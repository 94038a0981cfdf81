import { jest } from '@jest/globals';
import type { AxiosInstance } from 'axios';
import { authStore } from '@sl/contracts';
import { NotSignedInError, createSubscriptionsApi } from './api';

function fakeClient() {
  const post = jest.fn(async (_url: string, _body: unknown, _config: unknown) => ({
    data: { subscription: [] },
  }));
  const del = jest.fn(async (_url: string, _config: unknown) => ({ data: undefined }));
  return { client: { post, delete: del } as unknown as AxiosInstance, post, del };
}

const session = (isMigrated: boolean) =>
  authStore.getState().setSession({
    loggedIn: true,
    isMigrated,
    user: { sub: 'sub-1', email: 'mo@example.com', name: 'Mo' },
  });

describe('subscriptions API client', () => {
  beforeEach(() => {
    authStore.getState().reset();
    authStore.getState().bindActions({
      login: jest.fn(),
      register: jest.fn(),
      logout: jest.fn(),
      getAccessToken: async () => 'tok',
    });
  });

  it('sends Bearer for other accounts with the user reference, role PUNTER and the five-type filter', async () => {
    session(false);
    const { client, post } = fakeClient();
    await createSubscriptionsApi(client).search();
    expect(post).toHaveBeenCalledWith(
      '/subscription/search',
      {
        user: {
          external_reference: [{ provider: 'SSO', id: 'sub-1' }],
          email: 'mo@example.com',
          roles: ['PUNTER'],
          devices: [],
        },
        filter: ['HORSE', 'JOCKEY', 'TRAINER', 'RACE', 'FOOTBALL_MATCH'],
      },
      { headers: { Authorization: 'Bearer tok' } },
    );
  });

  it('sends Token for migrated accounts, on follow and unfollow', async () => {
    session(true);
    const { client, post, del } = fakeClient();
    const api = createSubscriptionsApi(client);
    await api.follow({ subscription_id: '1', subscription_type: 'RACE', display_text: '13:30 Ascot' });
    await api.unfollow('a/b');
    expect(post.mock.calls[0]?.[2]).toEqual({ headers: { Authorization: 'Token tok' } });
    expect(del).toHaveBeenCalledWith('/subscription/a%2Fb', { headers: { Authorization: 'Token tok' } });
  });

  it('makes no call without a token or when the shell has not bound getAccessToken', async () => {
    session(false);
    const { client, post } = fakeClient();
    authStore.getState().bindActions({
      login: jest.fn(),
      register: jest.fn(),
      logout: jest.fn(),
      getAccessToken: async () => null,
    });
    await expect(createSubscriptionsApi(client).search()).rejects.toBeInstanceOf(NotSignedInError);
    // An older shell binds only login, register and logout.
    authStore.getState().bindActions({ login: jest.fn(), register: jest.fn(), logout: jest.fn() } as never);
    await expect(createSubscriptionsApi(client).search()).rejects.toBeInstanceOf(NotSignedInError);
    expect(post).not.toHaveBeenCalled();
  });
});
