import { useState } from 'react';
import styled from 'styled-components';
import { followPromptText, useAuth, type SubscriptionType } from '@sl/contracts';
import { FollowPrompt } from './FollowPrompt';
import { findFollow, useFollowActions, useSubscriptions } from './useSubscriptions';

export interface FollowButtonProps {
  type: SubscriptionType;
  /** The followed thing's id: the racing profile code, the race id or the match id. */
  id: string | number;
  /** What My Stable shows for it (horse, jockey or trainer name; race or match title). */
  displayText: string;
}

const Toggle = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  border-radius: 999px;
  padding: 4px 12px;
  font-weight: 700;
  font-size: 0.875rem;
  cursor: pointer;
  border: 2px solid ${(p) => p.theme.colors.primary};
  background: ${(p) => (p.$on ? p.theme.colors.primary : 'transparent')};
  color: ${(p) => (p.$on ? '#fff' : p.theme.colors.primary)};
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

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
          $on={false}
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
      $on={Boolean(existing)}
      aria-pressed={Boolean(existing)}
      aria-label={label}
      disabled={busy || subscriptions.isPending}
      onClick={onClick}
    >
      {existing ? 'Following' : 'Follow'}
    </Toggle>
  );
}
