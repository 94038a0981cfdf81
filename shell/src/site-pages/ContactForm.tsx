import { useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAuth } from '@sl/contracts';
import { useHydrated } from '@sl/contracts/federation';
import { Button, borderWidth, color, fontSize, fontWeight, radius, size, space } from '@sl/ui';
import { Captcha, type CaptchaProps } from '../forms/Captcha';
import {
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  ContactRefused,
  FIELD_LABELS,
  sendContactMessage,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactFields,
} from './contact';

const Form = styled.form`
  display: grid;
  gap: ${space.lg};
  max-width: ${size.dialog};
  label {
    display: block;
    font-weight: ${fontWeight.bold};
    margin-bottom: ${space.xs};
  }
  input,
  select,
  textarea {
    width: 100%;
    box-sizing: border-box;
    min-height: ${size.target};
  }
  [aria-invalid='true'] {
    border: ${borderWidth.thick} solid ${color.negative};
  }
  .field-error {
    display: block;
    color: ${color.negative};
    font-weight: ${fontWeight.bold};
    margin-bottom: ${space.xs};
  }
  .hint {
    display: block;
    color: ${color.muted};
    margin-bottom: ${space.xs};
  }
  button[type='submit'] {
    justify-self: start;
  }
  button:disabled {
    cursor: wait;
  }
`;

const Summary = styled.div`
  padding: ${space.md} ${space.lg};
  border: ${borderWidth.heavy} solid ${color.negative};
  border-radius: ${radius.md};
  h2 {
    margin: 0 0 ${space.xs};
    padding: 0;
    border: 0;
    font-size: ${fontSize.lg};
    color: ${color.text};
  }
  ul {
    margin: 0;
  }
  a {
    color: ${color.negative};
  }
`;

const EMPTY: ContactFields = { name: '', email: '', topic: '', message: '' };

/**
 * The contact page's form: labelled fields, the page's own checks with an error summary that links to each field,
 * then the spec's contact endpoint (captcha token in a header). A refusal is shown in words; success says so.
 */
export function ContactPageForm({
  CaptchaWidget = Captcha,
}: {
  CaptchaWidget?: ComponentType<CaptchaProps>;
}) {
  const member = useAuth((s) => (s.loggedIn ? s.user : null));
  const id = useId();
  const [fields, setFields] = useState<ContactFields>({
    ...EMPTY,
    name: member?.name ?? '',
    email: member?.email ?? '',
  });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Typed before React listens, a field would look filled while the form's state is empty (early-taps.ts).
  const locked = !useHydrated();
  const summary = useRef<HTMLDivElement>(null);

  const fieldId = (field: ContactField) => `${id}-${field}`;
  const set = (field: ContactField) => (value: string) => setFields((f) => ({ ...f, [field]: value }));
  const show = (next: ContactErrors, message: string | null) => {
    setErrors(next);
    setProblem(message);
    setTimeout(() => summary.current?.focus(), 0);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateContact(fields);
    if (Object.keys(found).length > 0) return show(found, null);
    if (!captcha) return show({}, 'The verification is still running. Please wait a moment and send again.');
    setSending(true);
    try {
      await sendContactMessage(fields, captcha, window.location.href);
      setErrors({});
      setProblem(null);
      setSentTo(fields.email.trim());
    } catch (error) {
      console.error('contact form send failed', error);
      if (error instanceof ContactRefused && error.field) show({ [error.field]: error.message }, null);
      else
        show(
          {},
          error instanceof ContactRefused
            ? error.message
            : 'Sorry, your message could not be sent. Please check your connection and try again.',
        );
      // A captcha token is single use: solve a fresh one for the next try.
      setCaptcha(null);
      setCaptchaKey((k) => k + 1);
    } finally {
      setSending(false);
    }
  };

  if (sentTo) {
    return (
      <div role="status" data-outcome="sent">
        <p>
          <strong>Thank you, your message has been sent.</strong> We will reply to {sentTo} as soon as we can.
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            setFields((f) => ({ ...f, topic: '', message: '' }));
            setSentTo(null);
            setCaptcha(null);
            setCaptchaKey((k) => k + 1);
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  const listed = Object.entries(errors) as [ContactField, string][];
  const describe = (field: ContactField, hint?: string) =>
    [hint, errors[field] ? `${fieldId(field)}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const errorLine = (field: ContactField) =>
    errors[field] ? (
      <span className="field-error" id={`${fieldId(field)}-error`}>
        <span className="visually-hidden">Error: </span>
        {errors[field]}
      </span>
    ) : null;

  return (
    <Form onSubmit={(event) => void onSubmit(event)} aria-label="Contact Sporting Life" noValidate>
      {listed.length > 0 || problem ? (
        <Summary ref={summary} tabIndex={-1} role="alert" aria-labelledby={`${id}-summary`}>
          <h2 id={`${id}-summary`}>There is a problem</h2>
          <ul>
            {listed.map(([field, message]) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`}>{message}</a>
              </li>
            ))}
            {problem ? <li>{problem}</li> : null}
          </ul>
        </Summary>
      ) : null}
      <div>
        <label htmlFor={fieldId('name')}>{FIELD_LABELS.name}</label>
        {errorLine('name')}
        <input
          id={fieldId('name')}
          type="text"
          autoComplete="name"
          value={fields.name}
          maxLength={CONTACT_LIMITS.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describe('name')}
          disabled={locked}
          onChange={(e) => set('name')(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor={fieldId('email')}>{FIELD_LABELS.email}</label>
        <span className="hint" id={`${fieldId('email')}-hint`}>
          We only use it to reply to you.
        </span>
        {errorLine('email')}
        <input
          id={fieldId('email')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          value={fields.email}
          maxLength={CONTACT_LIMITS.email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describe('email', `${fieldId('email')}-hint`)}
          disabled={locked}
          onChange={(e) => set('email')(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor={fieldId('topic')}>{FIELD_LABELS.topic}</label>
        {errorLine('topic')}
        <select
          id={fieldId('topic')}
          value={fields.topic}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={describe('topic')}
          disabled={locked}
          onChange={(e) => set('topic')(e.target.value)}
        >
          <option value="">Choose a topic</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {topic}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={fieldId('message')}>{FIELD_LABELS.message}</label>
        <span className="hint" id={`${fieldId('message')}-hint`}>
          Up to {CONTACT_LIMITS.message} characters.
        </span>
        {errorLine('message')}
        <textarea
          id={fieldId('message')}
          rows={7}
          value={fields.message}
          maxLength={CONTACT_LIMITS.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describe('message', `${fieldId('message')}-hint`)}
          disabled={locked}
          onChange={(e) => set('message')(e.target.value)}
        />
      </div>
      <CaptchaWidget onToken={setCaptcha} resetKey={captchaKey} />
      <Button type="submit" disabled={sending || locked} data-captcha={captcha ? 'ready' : 'pending'}>
        {sending ? 'Sending…' : 'Send message'}
      </Button>
    </Form>
  );
}
