import { SUBSCRIPTION_TYPE_LABELS, groupSubscriptions, type Subscription } from '@sl/contracts';
import { Button } from '@sl/ui';
import { useFollowActions } from '../follow/useSubscriptions';
import { Groups, List, Section } from './styles';

/** Everything the member follows, grouped by type, each with an Unfollow button. */
export function FollowsList({ list }: { list: Subscription[] }) {
  const { unfollow } = useFollowActions();
  const groups = groupSubscriptions(list).filter((g) => g.items.length > 0);
  return (
    <Section aria-labelledby="my-stable-follows" data-testid="my-stable-follows">
      <h2 id="my-stable-follows">You follow</h2>
      <Groups>
        {groups.map((group) => (
          <div key={group.type} data-testid={`my-stable-group-${group.type}`}>
            <h3>{SUBSCRIPTION_TYPE_LABELS[group.type]}</h3>
            <List>
              {group.items.map((s) => (
                <li key={s.server_subscription_id}>
                  <span className="name">{s.display_text}</span>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Unfollow ${s.display_text}`}
                    disabled={
                      unfollow.isPending &&
                      unfollow.variables?.server_subscription_id === s.server_subscription_id
                    }
                    onClick={() => unfollow.mutate(s)}
                  >
                    Unfollow
                  </Button>
                </li>
              ))}
            </List>
          </div>
        ))}
      </Groups>
    </Section>
  );
}
