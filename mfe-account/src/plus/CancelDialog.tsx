import { useId } from 'react';
import { createPortal } from 'react-dom';
import { Button, Dialog } from '@sl/ui';
import { Actions, ErrorText } from './styles';

interface Props {
  endsOn: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * "Cancel your membership?": a modal dialog whose first focus is the safe choice (keeping Plus, first in order).
 * In a portal, so that no element of the page it is opened from (a link, a form) sees its clicks.
 */
export function CancelDialog({ endsOn, busy, error, onConfirm, onClose }: Props) {
  const textId = useId();
  return createPortal(
    <Dialog
      title="Cancel Sporting Life Plus?"
      describedBy={textId}
      onClose={onClose}
      data-remote="account"
      data-testid="plus-cancel-dialog"
    >
      <p id={textId}>
        You will not be charged again. You keep Plus until <strong>{endsOn}</strong>, the end of the period
        you have paid for.
      </p>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Actions>
        <Button type="button" onClick={onClose}>
          Keep Plus
        </Button>
        <Button type="button" variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Cancelling…' : 'Cancel membership'}
        </Button>
      </Actions>
    </Dialog>,
    document.body,
  );
}
