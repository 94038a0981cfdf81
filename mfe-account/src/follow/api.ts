import { createContext, useContext } from 'react';
import type { AxiosInstance } from 'axios';
import {
  SUBSCRIPTION_PATHS,
  SUBSCRIPTION_TYPES,
  apiClient,
  authScheme,
  authStore,
  userReference,
  type Subscription,
  type SubscriptionCreateRequest,
  type SubscriptionItem,
  type SubscriptionListResponse,
  type SubscriptionSearchRequest,
} from '@sl/contracts';

/** The three subscription calls (document 2, section 7), for the signed-in member. */
export interface SubscriptionsApi {
  search: () => Promise<Subscription[]>;
  follow: (item: SubscriptionItem) => Promise<Subscription[]>;
  unfollow: (serverSubscriptionId: string) => Promise<void>;
}

export class NotSignedInError extends Error {
  constructor() {
    super('Subscriptions need a signed-in member');
    this.name = 'NotSignedInError';
  }
}

/**
 * The member and their Authorization header. The token comes from the shell through the shared store (refreshed
 * there when needed); an older shell without getAccessToken means no authorised calls at all.
 */
async function member() {
  const state = authStore.getState();
  const getAccessToken = (state.actions as Partial<typeof state.actions>).getAccessToken;
  const token = typeof getAccessToken === 'function' ? await getAccessToken() : null;
  const user = authStore.getState().user;
  if (!token || !user) throw new NotSignedInError();
  return {
    user: userReference({ sub: user.sub, email: user.email }),
    headers: { Authorization: `${authScheme(authStore.getState().isMigrated)} ${token}` },
  };
}

export function createSubscriptionsApi(client: AxiosInstance = apiClient): SubscriptionsApi {
  return {
    async search() {
      const { user, headers } = await member();
      const body: SubscriptionSearchRequest = { user, filter: [...SUBSCRIPTION_TYPES] };
      const { data } = await client.post<SubscriptionListResponse>(SUBSCRIPTION_PATHS.search, body, {
        headers,
      });
      return data.subscription;
    },
    async follow(item) {
      const { user, headers } = await member();
      const body: SubscriptionCreateRequest = { user, subscription: [item] };
      const { data } = await client.post<SubscriptionListResponse>(SUBSCRIPTION_PATHS.create, body, {
        headers,
      });
      return data.subscription;
    },
    async unfollow(serverSubscriptionId) {
      const { headers } = await member();
      await client.delete(SUBSCRIPTION_PATHS.remove(serverSubscriptionId), { headers });
    },
  };
}

/** Tests and the standalone page may provide another implementation; the real one is the default. */
export const SubscriptionsApiContext = createContext<SubscriptionsApi>(createSubscriptionsApi());

export const useSubscriptionsApi = () => useContext(SubscriptionsApiContext);
