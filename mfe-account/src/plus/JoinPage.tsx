import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@sl/contracts/routing';
import styled from 'styled-components';
import { useAuth } from '@sl/contracts';
import {
  PLUS_PLANS,
  PLUS_PLAN_IDS,
  planPriceLabel,
  validateCard,
  type CardErrors,
  type CardField,
  type CardFields,
  type PlusPlanId,
} from '@sl/contracts/plus';
import { usePlusApi } from './api';
import { plusBase } from './format';
import { MembershipPanel } from './MembershipPanel';
import { useMembership, usePlusPlans, useSetMembership } from './queries';
import { Actions, ErrorText, Muted, Panel } from './styles';
import { Button, TextLink, borderWidth, color, fontSize, fontWeight, radius, size, space } from '@sl/ui';
import { TestCards, TestModeNotice } from './TestMode';

const Form = styled.form`
  max-width: ${size.prose};
  fieldset {
    min-width: 0;
    background: ${color.surface};
    border: ${borderWidth.hairline} solid ${color.border};
    border-radius: ${radius.lg};
    padding: ${space.md} ${space.lg} ${space.lg};
    margin: 0 0 ${space.lg};
  }
  legend {
    font-weight: ${fontWeight.bold};
    font-size: ${fontSize.lg};
    padding: 0 ${space.xs};
  }
  label {
    display: block;
    font-weight: ${fontWeight.semibold};
    margin-top: ${space.md};
  }
  input[type='text'] {
    display: block;
    box-sizing: border-box;
    width: 100%;
    max-width: ${size.columnMin};
    min-height: ${size.target};
    padding: ${space.sm} ${space.md};
    font-size: ${fontSize.md};
    color: ${color.text};
    background: ${color.surface};
    border: ${borderWidth.hairline} solid ${color.borderStrong};
    border-radius: ${radius.md};
    margin-top: ${space.xs};
  }
  input[aria-invalid='true'] {
    border: ${borderWidth.thick} solid ${color.negative};
  }
  .plans {
    display: grid;
    gap: ${space.sm};
    grid-template-columns: repeat(auto-fit, minmax(min(100%, ${size.cardMin}), 1fr));
  }
  .plan {
    display: flex;
    gap: ${space.sm};
    align-items: center;
    min-height: ${size.target};
    margin: 0;
    padding: ${space.sm} ${space.md};
    border: ${borderWidth.hairline} solid ${color.border};
    border-radius: ${radius.md};
    font-weight: ${fontWeight.regular};
    cursor: pointer;
  }
  .plan:has(input:checked) {
    border: ${borderWidth.thick} solid ${color.primary};
    background: ${color.surfaceAlt};
    font-weight: ${fontWeight.semibold};
  }
  input[type='radio'] {
    width: ${size.iconMd};
    height: ${size.iconMd};
    margin: 0;
    accent-color: ${color.primary};
  }
`;

const FIELDS: { name: CardField; label: string; autoComplete: string; inputMode: 'text' | 'numeric' }[] = [
  { name: 'name', label: 'Name on card', autoComplete: 'cc-name', inputMode: 'text' },
  { name: 'number', label: 'Card number', autoComplete: 'cc-number', inputMode: 'numeric' },
  { name: 'expiry', label: 'Expiry date (MM/YY)', autoComplete: 'cc-exp', inputMode: 'numeric' },
  { name: 'cvc', label: 'Security code', autoComplete: 'cc-csc', inputMode: 'numeric' },
];

/** A fresh idempotency key (random hex where randomUUID is missing, e.g. an insecure origin). */
const newKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The join form: plan choice and card fields, each labelled, errors tied to their field and announced. */
export function JoinPage() {
  const { pathname } = useLocation();
  const base = plusBase(pathname);
  const navigate = useNavigate();
  const api = usePlusApi();
  const setMembership = useSetMembership();
  const actions = useAuth((s) => s.actions);
  const authEnabled = useAuth((s) => s.enabled);
  const membership = useMembership();
  const plans = usePlusPlans();
  const [plan, setPlan] = useState<PlusPlanId>('monthly');
  const [card, setCard] = useState<CardFields>({ name: '', number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per attempt: a double submit or a retried request joins once.
  const attempt = useRef(newKey());
  const summary = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (refusal || Object.keys(errors).length > 0) summary.current?.focus();
  }, [refusal, errors]);

  if (!membership.signedIn) {
    return (
      <>
        <h1>Join Sporting Life Plus</h1>
        <Panel aria-labelledby="plus-signin-heading">
          <h2 id="plus-signin-heading">Log in first</h2>
          <p>Plus belongs to your Sporting Life account. Log in or register and we bring you back here.</p>
          {authEnabled && (
            <Actions>
              <Button type="button" onClick={() => actions.login(pathname)}>
                Log in
              </Button>
              <Button type="button" variant="secondary" onClick={() => actions.register(pathname)}>
                Register for free
              </Button>
            </Actions>
          )}
        </Panel>
      </>
    );
  }
  if (membership.data?.hasAccess) {
    return (
      <>
        <h1>Join Sporting Life Plus</h1>
        <p>You already have Plus.</p>
        <MembershipPanel membership={membership.data} />
      </>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const found = validateCard(card, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await api.join({ plan, card, idempotencyKey: attempt.current });
      setMembership(answer);
      const welcome = `${base}/welcome`;
      // The member's tokens say Plus from their next renewal: renew now (the provider's session signs them
      // straight back in), so the whole site shows Plus at once.
      if (authEnabled) actions.login(welcome);
      else void navigate(welcome);
    } catch (e) {
      attempt.current = newKey();
      setRefusal(e instanceof Error ? e.message : 'The payment did not go through. Please try again.');
      setBusy(false);
    }
  };

  const messages = [refusal, ...FIELDS.map((f) => errors[f.name])].filter((m): m is string => !!m);
  return (
    <>
      <h1>Join Sporting Life Plus</h1>
      <TestModeNotice payment={plans.data?.payment} />
      <div ref={summary} tabIndex={-1} role="alert" data-testid="plus-join-errors">
        {messages.length > 0 && (
          <>
            <ErrorText>
              {refusal ? 'The payment did not go through' : 'Please check the card details'}
            </ErrorText>
            <ul>
              {messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Join Plus">
        <fieldset>
          <legend>Choose your plan</legend>
          <div className="plans">
            {PLUS_PLAN_IDS.map((id) => (
              <label key={id} className="plan">
                <input
                  type="radio"
                  name="plan"
                  value={id}
                  checked={plan === id}
                  onChange={() => setPlan(id)}
                />
                {PLUS_PLANS[id].name}: {planPriceLabel(PLUS_PLANS[id])}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>Card details</legend>
          {FIELDS.map((field) => {
            const id = `plus-card-${field.name}`;
            const error = errors[field.name];
            return (
              <div key={field.name}>
                <label htmlFor={id}>{field.label}</label>
                <input
                  id={id}
                  type="text"
                  name={field.name}
                  autoComplete={field.autoComplete}
                  inputMode={field.inputMode}
                  value={card[field.name]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(e) => setCard((c) => ({ ...c, [field.name]: e.target.value }))}
                />
                {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
              </div>
            );
          })}
          <TestCards payment={plans.data?.payment} />
        </fieldset>
        <Muted>
          {planPriceLabel(PLUS_PLANS[plan])}, renewing automatically until you cancel. You can cancel at any
          time and keep Plus to the end of the period you have paid for.
        </Muted>
        <Actions>
          <Button type="submit" disabled={busy}>
            {busy ? 'Joining…' : `Join Plus for ${planPriceLabel(PLUS_PLANS[plan])}`}
          </Button>
          <TextLink to={base}>Back to Sporting Life Plus</TextLink>
        </Actions>
      </Form>
    </>
  );
}
