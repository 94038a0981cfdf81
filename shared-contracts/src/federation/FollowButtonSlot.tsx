import type { FollowButtonProps } from './follow-button';
import { FederatedSlot, type SlotSpace } from './FederatedSlot';

/** The button's size in either state (Follow / Following), so neither the load nor the toggle moves its line. */
const FOLLOW_BUTTON_SPACE: SlotSpace = { minWidth: '6.75rem', minHeight: '2rem' };

/**
 * My Stable's follow button where racing and football show it: nothing at all when the account remote is
 * switched off or fails (the page is whole without it), its space held while it loads. `label` names the group
 * for assistive technology ("Trainer of Alpine Star"), where the button's own name can repeat between runners.
 */
export function FollowButtonSlot({ label, ...props }: FollowButtonProps & { label: string }) {
  return (
    <FederatedSlot<FollowButtonProps>
      remote="account"
      module="FollowButton"
      props={props}
      label={label}
      inline
      space={FOLLOW_BUTTON_SPACE}
      hideWhenUnavailable
      data={{ 'data-follow': props.type, 'data-follow-id': String(props.id) }}
    />
  );
}
