import type { FollowButtonProps } from './follow-button';

/** For tests: stands in for mfe-account's follow button, showing the props it was given. */
export function FakeFollowButton({ type, id, displayText }: FollowButtonProps) {
  return (
    <button type="button" aria-label={`Follow ${displayText}`} data-type={type} data-id={String(id)}>
      Follow
    </button>
  );
}
