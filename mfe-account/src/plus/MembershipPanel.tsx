import { useState } from 'react';
import { PLUS_PLANS, formatGbp, type PlusMembershipResponse } from '@sl/contracts/plus';
import { usePlusApi } from './api';
import { CancelDialog } from './CancelDialog';
import { londonDate } from './format';
import { useSetMembership } from './queries';
import { Panel } from './styles';
import { Badge, Button } from '@sl/ui';

/** A Plus member's plan: what they pay, when it renews or ends, and the way to cancel. */
export function MembershipPanel({ membership }: { membership: PlusMembershipResponse }) {
  const api = usePlusApi();
  const setMembership = useSetMembership();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const subscription = membership.subscription;

  if (membership.complimentary && !subscription) {
    return (
      <Panel
        aria-labelledby="plus-membership-heading"
        data-testid="plus-membership"
        data-state="complimentary"
      >
        <h2 id="plus-membership-heading">Your membership</h2>
        <p>Sporting Life Plus comes with your account: there is nothing to pay and nothing to cancel.</p>
      </Panel>
    );
  }
  if (!subscription) return null;
  const plan = PLUS_PLANS[subscription.plan];
  const endsOn = londonDate(subscription.currentPeriodEnd);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await api.cancel();
      setMembership(answer);
      setOpen(false);
      setAnnounce(`Your membership is cancelled. You keep Plus until ${endsOn}.`);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The cancellation did not go through. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel
      aria-labelledby="plus-membership-heading"
      data-testid="plus-membership"
      data-state={subscription.status}
    >
      <h2 id="plus-membership-heading">
        Your membership{' '}
        {subscription.status === 'active' ? (
          <Badge tone="positive">Active</Badge>
        ) : (
          <Badge tone="warning">Cancelled</Badge>
        )}
      </h2>
      <dl>
        <dt>Plan</dt>
        <dd data-testid="plus-plan">
          {plan.name}, {formatGbp(subscription.pricePence)} a {plan.period}
        </dd>
        <dt>Member since</dt>
        <dd>{londonDate(subscription.startedAt)}</dd>
        <dt>{subscription.status === 'active' ? 'Renews on' : 'Plus ends on'}</dt>
        <dd data-testid="plus-period-end">{endsOn}</dd>
      </dl>
      {subscription.status === 'active' ? (
        <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
          Cancel membership
        </Button>
      ) : (
        <p data-testid="plus-cancelled">
          You have cancelled: you will not be charged again, and you keep Plus until {endsOn}.
        </p>
      )}
      <p role="status" aria-live="polite">
        {announce}
      </p>
      {open && (
        <CancelDialog
          endsOn={endsOn}
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onClose={() => {
            setOpen(false);
            setError(null);
          }}
        />
      )}
    </Panel>
  );
}
