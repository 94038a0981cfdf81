import type { FollowButtonProps } from '@sl/contracts';
import { FollowButton } from './FollowButton';

/** `account/FollowButton`: mounted by the racing and football remotes on horses, jockeys, trainers, races, matches. */
export default function FollowButtonExpose(props: FollowButtonProps) {
  return (
    <span data-remote="account" data-build={__SL_BUILD_LABEL__}>
      <FollowButton {...props} />
    </span>
  );
}
