import type { SubscriptionType } from '../subscriptions/subscription';

/** The props of My Stable's `account/FollowButton` (mfe-account/src/follow), which racing and football mount. */
export interface FollowButtonProps {
  type: SubscriptionType;
  /** The followed thing's id: the racing profile code, the race id or the match's match_reference.id. */
  id: string | number;
  /** What My Stable shows for it (horse, jockey or trainer name; race or match title). */
  displayText: string;
}
