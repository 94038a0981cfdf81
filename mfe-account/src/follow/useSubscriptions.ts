import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SUBSCRIPTION_LOG_MESSAGES,
  useAuth,
  type Subscription,
  type SubscriptionItem,
  type SubscriptionType,
} from '@sl/contracts';
import { useSubscriptionsApi } from './api';

const subscriptionsKey = (sub: string | undefined) => ['account', 'subscriptions', sub ?? ''] as const;

/** The member's follows. Loaded only when signed in; a failure is only logged (document 2, section 8). */
export function useSubscriptions() {
  const api = useSubscriptionsApi();
  const loggedIn = useAuth((s) => s.loggedIn);
  const sub = useAuth((s) => s.user?.sub);
  return useQuery({
    queryKey: subscriptionsKey(sub),
    enabled: loggedIn && Boolean(sub),
    // Follows change only through this member's own actions, which update the cache: no polling.
    refetchInterval: false,
    queryFn: async () => {
      try {
        return await api.search();
      } catch (error) {
        console.error(SUBSCRIPTION_LOG_MESSAGES.load, error);
        throw error;
      }
    },
  });
}

const sameItem = (s: Subscription, type: SubscriptionType, id: string) =>
  s.subscription_type === type && s.subscription_id === id;

/** Follow and unfollow, keeping the cached list in step; failures are only logged, then the list is reloaded. */
export function useFollowActions() {
  const api = useSubscriptionsApi();
  const client = useQueryClient();
  const sub = useAuth((s) => s.user?.sub);
  const key = subscriptionsKey(sub);

  const follow = useMutation({
    mutationFn: (item: SubscriptionItem) => api.follow(item),
    onSuccess: (saved) =>
      client.setQueryData<Subscription[]>(key, (list = []) => [
        ...list.filter((s) => !saved.some((n) => sameItem(s, n.subscription_type, n.subscription_id))),
        ...saved,
      ]),
    onError: (error) => {
      console.error(SUBSCRIPTION_LOG_MESSAGES.save, error);
      void client.invalidateQueries({ queryKey: key });
    },
  });

  const unfollow = useMutation({
    mutationFn: async (subscription: Subscription) => {
      await api.unfollow(subscription.server_subscription_id);
      return subscription;
    },
    onSuccess: (gone) =>
      client.setQueryData<Subscription[]>(key, (list = []) =>
        list.filter((s) => s.server_subscription_id !== gone.server_subscription_id),
      ),
    onError: (error) => {
      console.error(SUBSCRIPTION_LOG_MESSAGES.remove, error);
      void client.invalidateQueries({ queryKey: key });
    },
  });

  return { follow, unfollow };
}

export function findFollow(list: Subscription[] | undefined, type: SubscriptionType, id: string) {
  return list?.find((s) => sameItem(s, type, id));
}
