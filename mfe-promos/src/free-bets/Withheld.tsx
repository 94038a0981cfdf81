import type { OffersWithheld } from '@sl/contracts/offers';
import { EmptyState } from '@sl/ui';

/** Why no offers show: outside the UK and Ireland, or a member whose account does not show them. */
export function Withheld({ reason }: { reason: OffersWithheld }) {
  return (
    <div role="status" data-testid="offers-withheld">
      <EmptyState
        icon="lock"
        title={
          reason === 'region'
            ? 'Sorry, these offers are only available to visitors in the UK and Ireland.'
            : 'Free bet offers are not shown on your account.'
        }
      />
    </div>
  );
}
