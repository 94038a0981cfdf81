import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button, Dialog, color, fontWeight, space } from '@sl/ui';
import { Actions } from '../forms/Actions';
import { Form } from '../forms/FeedbackForm';
import { messageOf } from './api';

/** The site's form layout, closer set for a dialog, with room to say why. */
const ReasonForm = styled(Form)`
  gap: ${space.sm};
  textarea {
    min-height: 5rem;
  }
  [role='alert'] {
    margin: 0;
    color: ${color.negative};
    font-weight: ${fontWeight.semibold};
  }
`;

interface Props {
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirm: string;
  danger?: boolean;
  /** Carries the change out with the reason; a rejection's message is shown in the dialog, which stays open. */
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}

/**
 * Every change asks why before it is sent: the API refuses a change without a reason, and the audit keeps it
 * beside the person’s name. The reason box is its first field, so it has the first focus; while the change is being sent the dialog cannot
 * be dismissed, so its outcome is always seen.
 */
export function ReasonDialog({ title, children, confirm, danger = false, onConfirm, onClose }: Props) {
  const reasonId = useId();
  const textId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Say why: the reason is kept in the audit with your name.');
      box.current?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      await onConfirm(reason.trim());
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
  };

  return createPortal(
    <Dialog
      title={title}
      describedBy={textId}
      onClose={onClose}
      dismissible={!busy}
      data-testid="release-dialog"
    >
      <ReasonForm onSubmit={(e) => void submit(e)} noValidate>
        <div id={textId}>{children}</div>
        <label htmlFor={reasonId}>Reason (required)</label>
        <textarea
          id={reasonId}
          ref={box}
          value={reason}
          maxLength={500}
          required
          aria-invalid={error !== '' && !reason.trim()}
          onChange={(e) => setReason(e.target.value)}
        />
        {error && <p role="alert">{error}</p>}
        <Actions>
          <Button type="button" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy}>
            {busy ? 'Sending…' : confirm}
          </Button>
        </Actions>
      </ReasonForm>
    </Dialog>,
    document.body,
  );
}
