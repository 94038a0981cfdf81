import { useId, useState, type ComponentType, type FormEvent } from 'react';
import { useAuth } from '@sl/contracts';
import { Button } from '@sl/ui';
import { Actions } from './Actions';
import { sendContact } from './api';
import { Captcha, type CaptchaProps } from './Captcha';
import { Form } from './FeedbackForm';
import { SubmitButton } from './SubmitButton';
import { useSubmitState } from './useSubmitState';

/** The contact form: sent (sent true, error false) or failed (sent false, error true); reset clears both. */
export function ContactForm({
  onClose,
  onSending,
  CaptchaWidget = Captcha,
}: {
  onClose: () => void;
  /** Told when a send starts and ends (the dialog keeps Escape from closing it meanwhile). */
  onSending?: (sending: boolean) => void;
  CaptchaWidget?: ComponentType<CaptchaProps>;
}) {
  const member = useAuth((s) => (s.loggedIn ? s.user : null));
  const [name, setName] = useState(member?.name ?? '');
  const [email, setEmail] = useState(member?.email ?? '');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState(false);
  const [state, setState] = useSubmitState(onSending);
  const id = useId();

  const complete = Boolean(name.trim() && email.trim() && subject.trim() && message.trim() && captcha);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || !captcha || sent) return;
    setState('loading');
    try {
      await sendContact({ name, email, subject, message, current_url: window.location.href }, captcha);
      setSent(true);
      setError(false);
      setState('checked');
    } catch (err) {
      console.error('contact form send failed', err);
      setSent(false);
      setError(true);
      setState('failed');
      setCaptcha(null);
      setCaptchaKey((k) => k + 1);
    }
  };

  const reset = () => {
    setSent(false);
    setError(false);
    setState('idle');
    setSubject('');
    setMessage('');
    setCaptcha(null);
    setCaptchaKey((k) => k + 1);
  };

  if (sent) {
    return (
      <div>
        <p role="status" data-outcome="sent">
          Thank you for your message. We will get back to you as soon as we can.
        </p>
        <Actions>
          <Button variant="secondary" onClick={reset}>
            Send another message
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </Actions>
      </div>
    );
  }

  return (
    <Form onSubmit={(event) => void onSubmit(event)} aria-label="Contact us" noValidate>
      <div>
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          type="text"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={120}
        />
      </div>
      <div>
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          maxLength={254}
        />
      </div>
      <div>
        <label htmlFor={`${id}-subject`}>Subject</label>
        <input
          id={`${id}-subject`}
          type="text"
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          maxLength={200}
        />
      </div>
      <div>
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea
          id={`${id}-message`}
          rows={5}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          maxLength={4000}
        />
      </div>
      <CaptchaWidget onToken={setCaptcha} resetKey={captchaKey} />
      <div>
        <SubmitButton state={state} disabled={!complete} />
      </div>
      {error ? (
        <p role="status" data-outcome="error">
          Sorry, your message could not be sent. Please try again.
        </p>
      ) : null}
    </Form>
  );
}
