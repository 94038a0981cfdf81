import { useState } from 'react';
import { followPromptText, useAuth, type FollowButtonProps } from '@sl/contracts';
import { Button, Icon, type ButtonProps } from '@sl/ui';
import { FollowPrompt } from './FollowPrompt';
import { findFollow, useFollowActions, useSubscriptions } from './useSubscriptions';

/** The follow toggle: outlined until followed, filled once it is (aria-pressed says which). */
function Toggle({ on, children, ...rest }: ButtonProps & { on: boolean }) {
  return (
    <Button variant={on ? 'primary' : 'secondary'} size="sm" {...rest}>
      <Icon name={on ? 'check' : 'heart'} size="sm" />
      {children}
    </Button>
  );
}

/**
 * Follow or unfollow a horse, jockey, trainer, race or match. Visitors get the "Add to My Stable" prompt; members
 * toggle the follow through the subscription calls with their access token.
 */
export function FollowButton({ type, id, displayText }: FollowButtonProps) {
  const loggedIn = useAuth((s) => s.loggedIn);
  const [prompt, setPrompt] = useState(false);
  const subscriptions = useSubscriptions();
  const { follow, unfollow } = useFollowActions();
  const key = String(id);
  const existing = findFollow(subscriptions.data, type, key);
  const busy = follow.isPending || unfollow.isPending;
  const label = `Follow ${displayText}`;

  if (!loggedIn) {
    return (
      <>
        <Toggle
          type="button"
          on={false}
          aria-haspopup="dialog"
          aria-label={label}
          onClick={() => setPrompt(true)}
        >
          Follow
        </Toggle>
        {prompt && <FollowPrompt text={followPromptText(type)} onClose={() => setPrompt(false)} />}
      </>
    );
  }

  const onClick = () => {
    if (existing) unfollow.mutate(existing);
    else follow.mutate({ subscription_type: type, subscription_id: key, display_text: displayText });
  };

  return (
    <Toggle
      type="button"
      on={Boolean(existing)}
      aria-pressed={Boolean(existing)}
      aria-label={label}
      disabled={busy || subscriptions.isPending}
      onClick={onClick}
    >
      {existing ? 'Following' : 'Follow'}
    </Toggle>
  );
}
