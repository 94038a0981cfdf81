import { Button, Icon } from '@sl/ui';
import { Muted } from './styles';

/**
 * A next-runs block that could not load: said quietly with a retry, not as an alert (document 2, section 8 keeps
 * My Stable's failures out of the member's way).
 */
export function Unavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Muted>
      This is unavailable right now.{' '}
      <Button variant="ghost" size="sm" onClick={onRetry}>
        <Icon name="refresh" size="sm" />
        Try again
      </Button>
    </Muted>
  );
}
