import { Component, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import type { SubscriptionType } from '@sl/contracts';
import { isRemoteRegistered, lazyRemote } from '@sl/contracts/federation';

/** The props of My Stable's `account/FollowButton` (mfe-account/src/follow). */
export interface FollowButtonProps {
  type: SubscriptionType;
  /** The racing profile code or the race id. */
  id: string | number;
  /** What My Stable lists: the horse, jockey or trainer name, or the race. */
  displayText: string;
}

const MODULE = 'account/FollowButton';

/**
 * Space held for the button before, while and after it loads, so neither the load nor the Follow / Following
 * toggle moves the runner's line.
 */
const Slot = styled.span`
  display: inline-flex;
  align-items: center;
  vertical-align: middle;
  min-width: 6.75rem;
  min-height: 2rem;
`;

const reported = new Set<string>();

class FollowBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    // Every runner's slot shares one load: say so once, not once per slot.
    if (reported.has(error.message)) return;
    reported.add(error.message);
    console.warn(`${MODULE} is unavailable; the race card is shown without follow buttons.`, error.message);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * My Stable's follow button, loaded from the account remote when needed. Nothing at all when the account remote
 * is switched off; its reserved space while it loads; nothing (and the card unharmed) when it fails.
 * `context` names the slot for assistive technology, e.g. "Trainer of Alpine Star", where the button's own name
 * ("Follow Willie Mullins") can repeat between runners.
 */
export function FollowSlot({ context, ...props }: FollowButtonProps & { context: string }) {
  if (!isRemoteRegistered('account')) return null;
  const FollowButton = lazyRemote<FollowButtonProps>('account', 'FollowButton');
  return (
    <FollowBoundary>
      <Slot role="group" aria-label={context} data-follow={props.type} data-follow-id={String(props.id)}>
        <Suspense fallback={null}>
          <FollowButton {...props} />
        </Suspense>
      </Slot>
    </FollowBoundary>
  );
}
