import { Button } from '@sl/ui';
import { Actions } from '../forms/Actions';

interface Props {
  id: string;
  reason: string;
  onReason: (reason: string) => void;
  error: string;
  busy: boolean;
  /** The button's words while idle ("Check and release", "Register"). */
  submit: string;
}

/**
 * The end of every console form that changes the registry: the reason the audit keeps, the API's refusal in its
 * own words, and the button, which says the build is being checked while the control plane checks it.
 */
export function ReasonAndSubmit({ id, reason, onReason, error, busy, submit }: Props) {
  return (
    <>
      <div>
        <label htmlFor={`${id}-reason`}>Reason (required)</label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={500}
          required
          onChange={(e) => onReason(e.target.value)}
        />
      </div>
      {error && <p role="alert">{error}</p>}
      <Actions>
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? 'Checking the build…' : submit}
        </Button>
      </Actions>
    </>
  );
}
