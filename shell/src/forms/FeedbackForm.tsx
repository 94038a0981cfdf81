import { useId, useState, type ComponentType, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAuth } from '@sl/contracts';
import { Button, color, fontSize, fontWeight, size, space } from '@sl/ui';
import { Actions } from './Actions';
import { sendFeedback } from './api';
import { Captcha, type CaptchaProps } from './Captcha';
import { failureMessage, FEEDBACK_TYPES, successMessage } from './messages';
import { SubmitButton } from './SubmitButton';
import { useSubmitState } from './useSubmitState';

export const Form = styled.form`
  display: grid;
  gap: ${space.md};
  label,
  legend {
    font-weight: ${fontWeight.semibold};
  }
  select,
  textarea,
  input[type='text'],
  input[type='email'] {
    width: 100%;
    box-sizing: border-box;
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
  }
  .scores {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs};
  }
  .scores label {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    font-weight: ${fontWeight.regular};
    min-width: ${size.cloth};
  }
  .scores input {
    min-height: ${size.targetMin};
  }
  .scale {
    display: flex;
    justify-content: space-between;
    font-size: ${fontSize.xs};
    color: ${color.muted};
  }
  [role='status'] {
    margin: 0;
    font-weight: 600;
  }
  [data-outcome='error'] {
    color: ${color.negative};
  }
`;

const SCORES = Array.from({ length: 11 }, (_, i) => i);
const SUBJECT = 'feedback';

/**
 * The feedback form: type, score 0-10, text and the captcha are all required before submit is enabled; once
 * sent it stays disabled. Outcomes: sent, error, reset.
 */
export function FeedbackForm({
  onSending,
  CaptchaWidget = Captcha,
}: {
  /** Told when a send starts and ends (the dialog keeps Escape from closing it meanwhile). */
  onSending?: (sending: boolean) => void;
  CaptchaWidget?: ComponentType<CaptchaProps>;
} = {}) {
  const userName = useAuth((s) => (s.loggedIn ? s.user?.name : undefined));
  const [type, setType] = useState('');
  const [score, setScore] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [state, setState] = useSubmitState(onSending);
  const [outcome, setOutcome] = useState<'sent' | 'error' | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const id = useId();

  const complete = type !== '' && score !== null && text.trim() !== '' && captcha !== null;
  const sent = outcome === 'sent';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || sent || score === null || captcha === null) return;
    setState('loading');
    try {
      await sendFeedback({
        type,
        score,
        feedback: text,
        current_url: window.location.href,
        user_agent: navigator.userAgent,
        ...(userName ? { name: userName } : {}),
        captcha,
      });
      setState('checked');
      setOutcome('sent');
    } catch {
      setState('failed');
      setOutcome('error');
      // A captcha is good for one submission: solve a fresh one for the retry.
      setCaptcha(null);
      setCaptchaKey((k) => k + 1);
    }
  };

  const reset = () => {
    setType('');
    setScore(null);
    setText('');
    setCaptcha(null);
    setState('idle');
    setOutcome(null);
    setCaptchaKey((k) => k + 1);
  };

  return (
    <Form onSubmit={(event) => void onSubmit(event)} aria-label="Feedback" noValidate>
      <div>
        <label htmlFor={`${id}-type`}>What is your feedback about?</label>
        <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value)} required>
          <option value="">Please choose</option>
          {FEEDBACK_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend>How likely are you to recommend Sporting Life to a friend?</legend>
        <div className="scores">
          {SCORES.map((n) => (
            <label key={n}>
              <input
                type="radio"
                name={`${id}-score`}
                value={n}
                checked={score === n}
                onChange={() => setScore(n)}
              />
              {n}
            </label>
          ))}
        </div>
        <div className="scale" aria-hidden="true">
          <span>0 = not at all likely</span>
          <span>10 = extremely likely</span>
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-text`}>Your comments</label>
        <textarea
          id={`${id}-text`}
          rows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
          required
        />
      </div>
      <CaptchaWidget onToken={setCaptcha} resetKey={captchaKey} />
      <Actions>
        <SubmitButton state={state} disabled={!complete || sent} />
        {outcome ? (
          <Button variant="secondary" onClick={reset}>
            Reset
          </Button>
        ) : null}
      </Actions>
      {outcome === 'sent' ? (
        <p role="status" data-outcome="sent">
          {successMessage(SUBJECT)}
        </p>
      ) : null}
      {outcome === 'error' ? (
        <p role="status" data-outcome="error">
          {failureMessage(SUBJECT)}
        </p>
      ) : null}
    </Form>
  );
}
