import styled from 'styled-components';
import { useLocation } from '@sl/contracts/routing';
import { useAuth } from '@sl/contracts';
import { PLUS_BENEFITS, PLUS_PLANS, annualSavingPence, formatGbp, planPriceLabel } from '@sl/contracts/plus';
import { Faq } from './Faq';
import { plusBase } from './format';
import { MembershipPanel } from './MembershipPanel';
import { useMembership, usePlusPlans } from './queries';
import { Actions, Muted, Panel } from './styles';
import {
  Badge,
  Button,
  ButtonLink,
  ErrorState,
  Icon,
  Skeleton,
  borderWidth,
  color,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  size,
  space,
} from '@sl/ui';
import { TestModeNotice } from './TestMode';

const Plans = styled.ul`
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${size.cardMin}), 1fr));
  list-style: none;
  margin: ${space.md} 0;
  && {
    padding: 0;
  }
  li {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    margin: 0;
    padding: ${space.md} ${space.lg};
    border: ${borderWidth.hairline} solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surfaceAlt};
  }
  .name {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    min-height: ${size.badge};
    font-weight: ${fontWeight.bold};
  }
  .price {
    font-size: ${fontSize.xxl};
    font-weight: ${fontWeight.black};
    line-height: ${lineHeight.tight};
  }
  p {
    margin: 0;
  }
`;

const Lead = styled.p`
  max-width: ${size.prose};
  font-size: ${fontSize.lg};
  line-height: ${lineHeight.normal};
`;

/** What a visitor or member does next: sign in, join, or manage the membership they have. */
function NextStep({ base }: { base: string }) {
  const actions = useAuth((s) => s.actions);
  const enabled = useAuth((s) => s.enabled);
  const membership = useMembership();
  const join = `${base}/join`;
  if (!membership.signedIn) {
    return (
      <Panel aria-labelledby="plus-join-heading" data-testid="plus-next-step" data-state="visitor">
        <h2 id="plus-join-heading">Join Plus</h2>
        {enabled ? (
          <>
            <p>Log in or register for free first; we bring you back here to choose your plan.</p>
            <Actions>
              <Button type="button" onClick={() => actions.login(join)}>
                Log in to join
              </Button>
              <Button type="button" variant="secondary" onClick={() => actions.register(join)}>
                Register for free
              </Button>
            </Actions>
          </>
        ) : (
          <p>Signing in is switched off for a short while. Please come back later to join.</p>
        )}
      </Panel>
    );
  }
  if (membership.isPending)
    return (
      <Panel role="status" aria-label="Checking your membership">
        <Skeleton lines={3} />
      </Panel>
    );
  if (membership.isError) return <ErrorState title={membership.error.message} />;
  if (membership.data.hasAccess) return <MembershipPanel membership={membership.data} />;
  return (
    <Panel aria-labelledby="plus-join-heading" data-testid="plus-next-step" data-state="member">
      <h2 id="plus-join-heading">Join Plus</h2>
      <p>Choose monthly or annual on the next page. Cancel whenever you like.</p>
      <ButtonLink to={join}>Join Plus</ButtonLink>
    </Panel>
  );
}

/** /sporting-life-plus and /plus: the price, what Plus adds, the FAQ, and joining or managing a membership. */
export function PlusLanding() {
  const { pathname } = useLocation();
  const base = plusBase(pathname);
  const plans = usePlusPlans();
  const saving = annualSavingPence();
  return (
    <>
      <h1>
        Sporting Life Plus <Icon name="plus" size="lg" />
      </h1>
      <Lead>
        The full race analysis on every racecard, from {planPriceLabel(PLUS_PLANS.monthly)} or{' '}
        {planPriceLabel(PLUS_PLANS.annual)}.
      </Lead>
      <TestModeNotice payment={plans.data?.payment} />
      <Panel aria-labelledby="plus-price-heading">
        <h2 id="plus-price-heading">Price</h2>
        <Plans data-testid="plus-prices">
          <li>
            <span className="name">Monthly</span>
            <span className="price">{planPriceLabel(PLUS_PLANS.monthly)}</span>
            <Muted>Cancel whenever you like.</Muted>
          </li>
          <li>
            <span className="name">
              Annual {saving > 0 && <Badge tone="positive">Save {formatGbp(saving)}</Badge>}
            </span>
            <span className="price">{planPriceLabel(PLUS_PLANS.annual)}</span>
            {saving > 0 && <Muted>{formatGbp(saving)} less than twelve monthly payments.</Muted>}
          </li>
        </Plans>
        <Muted>Prices include VAT. Renews automatically until you cancel.</Muted>
      </Panel>
      <NextStep base={base} />
      <Panel aria-labelledby="plus-benefits-heading">
        <h2 id="plus-benefits-heading">What Plus adds</h2>
        <ul data-testid="plus-benefits">
          {PLUS_BENEFITS.map((benefit) => (
            <li key={benefit.title}>
              <strong>{benefit.title}.</strong> {benefit.text}
            </li>
          ))}
        </ul>
        <Muted>Everything else on Sporting Life stays free, with or without an account.</Muted>
      </Panel>
      <Faq />
    </>
  );
}
