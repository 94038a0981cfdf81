import '../test-support/text-encoder';
import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { renderInShell } from '../test-support/render';
import type { CaptchaProps } from './Captcha';
import { ContactForm } from './ContactForm';
import { FeedbackForm } from './FeedbackForm';
import { FormDialog } from './FormDialog';

function SolvedCaptcha({ onToken }: CaptchaProps) {
  useEffect(() => onToken('solved-token'), [onToken]);
  return null;
}

/** A fetch whose answer the test releases, so the form stays "sending" until then. */
function heldFetch() {
  let release: (ok: boolean) => void = () => undefined;
  const fetchMock = jest.fn(
    () =>
      new Promise<{ ok: boolean; status: number }>((resolve) => {
        release = (ok) => resolve({ ok, status: ok ? 201 : 500 });
      }),
  );
  (globalThis as unknown as { fetch: typeof fetchMock }).fetch = fetchMock;
  return { fetchMock, release: (ok: boolean) => act(async () => release(ok)) };
}

jest.setTimeout(30_000);

describe('a form lightbox while the form is sending', () => {
  it('the contact form: Escape does not close it mid-send; once sent, Escape closes it', async () => {
    const { fetchMock, release } = heldFetch();
    const onClose = jest.fn();
    renderInShell(
      <FormDialog title="Contact us" onClose={onClose}>
        {(onSending) => <ContactForm onClose={onClose} onSending={onSending} CaptchaWidget={SolvedCaptcha} />}
      </FormDialog>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    onClose.mockClear();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Going' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'More going reports please' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    await release(true);
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your message');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the feedback form: Escape does not close it mid-send; after a failure, Escape closes it', async () => {
    const { release } = heldFetch();
    const onClose = jest.fn();
    renderInShell(
      <FormDialog title="Feedback" onClose={onClose}>
        {(onSending) => <FeedbackForm onSending={onSending} CaptchaWidget={SolvedCaptcha} />}
      </FormDialog>,
    );
    await userEvent.selectOptions(screen.getByLabelText('What is your feedback about?'), 'Something else');
    await userEvent.click(screen.getByRole('radio', { name: '5' }));
    fireEvent.change(screen.getByLabelText('Your comments'), { target: { value: 'Fine' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    await release(false);
    expect(await screen.findByRole('status')).toHaveTextContent('could not be sent');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
