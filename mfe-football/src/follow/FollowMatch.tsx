import { Component, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import type { FootballMatch, SubscriptionType } from '@sl/contracts';
import { isRemoteRegistered, lazyRemote } from '@sl/contracts/federation';

/** The props of My Stable's `account/FollowButton` (mfe-account/src/follow). */
export interface FollowButtonProps {
  type: SubscriptionType;
  /** For a match: its match_reference.id. */
  id: string | number;
  /** What My Stable lists for it. */
  displayText: string;
}

const MODULE = 'account/FollowButton';

/** Matches are followed as FOOTBALL_MATCH subscriptions (spec document 2, section 3). */
export const MATCH_SUBSCRIPTION_TYPE: SubscriptionType = 'FOOTBALL_MATCH';

/** 'Arsenal v Chelsea': how My Stable names a followed match. */
export const matchFollowText = (match: FootballMatch) =>
  `${match.team_score_a.team.name} v ${match.team_score_b.team.name}`;

/**
 * Space held for the button before, while and after it loads (and if it fails), so neither the load, the
 * Follow / Following toggle nor a failure moves the match header.
 */
const Slot = styled.span`
  display: inline-flex;
  align-items: center;
  vertical-align: middle;
  min-width: 6.75rem;
  min-height: 2rem;
`;

class FollowBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.warn(`${MODULE} is unavailable; the match is shown without its follow button.`, error.message);
  }

  override render() {
    return this.state.failed ? (
      <Slot aria-hidden="true" data-follow-state="unavailable" />
    ) : (
      this.props.children
    );
  }
}

/**
 * My Stable's follow button for a match, loaded from the account remote when needed: nothing at all when the
 * account remote is switched off (standalone, or by the registry); its reserved space while it loads; the same
 * empty space, and the page unharmed, when it fails.
 */
export function FollowMatch({ match }: { match: FootballMatch }) {
  if (!isRemoteRegistered('account')) return null;
  const FollowButton = lazyRemote<FollowButtonProps>('account', 'FollowButton');
  const id = match.match_reference.id;
  return (
    <FollowBoundary>
      <Slot
        role="group"
        aria-label="My Stable"
        data-follow={MATCH_SUBSCRIPTION_TYPE}
        data-follow-id={String(id)}
      >
        <Suspense fallback={null}>
          <FollowButton type={MATCH_SUBSCRIPTION_TYPE} id={id} displayText={matchFollowText(match)} />
        </Suspense>
      </Slot>
    </FollowBoundary>
  );
}
