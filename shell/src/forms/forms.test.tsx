import '../test-support/text-encoder';
import { jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { authStore } from '@sl/contracts';
import { renderInShell } from '../test-support/render';
import type { CaptchaProps } from './Captcha';
import { ContactForm } from './ContactForm';
import { FeedbackForm } from './FeedbackForm';

/** Stands in for the proof-of-work widget: reports a token at once, as the real one does once solved. */
function SolvedCaptcha({ onToken }: CaptchaProps) {
  useEffect(() => onToken('solved-token'), [onToken]);
  return null;
}
function UnsolvedCaptcha() {
  return null;
}

type FetchMock = jest.Mock<(url: string, init?: RequestInit) => Promise<{ ok: boolean; status: number }>>;
let fetchMock: FetchMock;

// The machine running the suite may be busy; these tests do real rendering work.
jest.setTimeout(30_000);

beforeEach(() => {
  fetchMock = jest.fn(async () => ({ ok: true, status: 201 }));
  (globalThis as unknown as { fetch: FetchMock }).fetch = fetchMock;
});

async function fillFeedback() {
  await userEvent.selectOptions(screen.getByLabelText('What is your feedback about?'), 'Something I like');
  await userEvent.click(screen.getByRole('radio', { name: '10' }));
  fireEvent.change(screen.getByLabelText('Your comments'), { target: { value: 'Great racecards' } });
}

describe('feedback form', () => {
  it('offers exactly the four types and scores 0 to 10 with their meanings', () => {
    renderInShell(<FeedbackForm CaptchaWidget={SolvedCaptcha} />);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options.slice(1)).toEqual([
      'Something I like',
      'Something I think could be better',
      'I have a technical issue',
      'Something else',
    ]);
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(
      Array.from({ length: 11 }, (_, i) => String(i)),
    );
    expect(screen.getByText('10 = extremely likely')).toBeInTheDocument();
    expect(screen.getByText('0 = not at all likely')).toBeInTheDocument();
  });

  it('keeps submit disabled until type, score, text and captcha are all set', async () => {
    renderInShell(<FeedbackForm CaptchaWidget={UnsolvedCaptcha} />);
    await fillFeedback();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('sends the payload, thanks the member and stays disabled once sent', async () => {
    renderInShell(<FeedbackForm CaptchaWidget={SolvedCaptcha} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await fillFeedback();
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback.');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/shell/v1/feedback');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      type: 'Something I like',
      score: 10,
      feedback: 'Great racecards',
      captcha: 'solved-token',
    });
    expect(screen.getByRole('button', { name: /Sent/ })).toBeDisabled();
  });

  it("carries the member's name when logged in, and no name for a visitor", async () => {
    const sentBody = () =>
      JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body)) as Record<string, unknown>;
    authStore.getState().reset();
    const visitor = renderInShell(<FeedbackForm CaptchaWidget={SolvedCaptcha} />);
    await fillFeedback();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('status');
    expect(sentBody()).not.toHaveProperty('name');
    visitor.unmount();

    act(() =>
      authStore.getState().setSession({
        loggedIn: true,
        user: { sub: 'm1', email: 'ada@example.com', name: 'Ada Lovelace' },
      }),
    );
    try {
      renderInShell(<FeedbackForm CaptchaWidget={SolvedCaptcha} />);
      await fillFeedback();
      await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await screen.findByRole('status');
      expect(sentBody()).toMatchObject({
        name: 'Ada Lovelace',
        type: 'Something I like',
        score: 10,
        feedback: 'Great racecards',
        current_url: window.location.href,
        user_agent: navigator.userAgent,
      });
    } finally {
      act(() => authStore.getState().reset());
    }
  });

  it('shows the failure message and the failed state, and reset clears the form', async () => {
    fetchMock.mockImplementation(async () => ({ ok: false, status: 500 }));
    renderInShell(<FeedbackForm CaptchaWidget={SolvedCaptcha} />);
    await fillFeedback();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "We're sorry, but there has been an error and your feedback could not be sent. Please try again.",
    );
    expect(screen.getByRole('button', { name: /Failed/ })).toHaveAttribute('data-state', 'failed');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText('Your comments')).toHaveValue('');
  });
});

describe('contact form', () => {
  function fillContact() {
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Hi' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello there' } });
  }

  it('posts to the site root with the captcha in a header and shows sent; reset and close work', async () => {
    const onClose = jest.fn();
    renderInShell(<ContactForm onClose={onClose} CaptchaWidget={SolvedCaptcha} />);
    fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your message');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/');
    expect((init?.headers as Record<string, string>)['x-captcha-token']).toBe('solved-token');
    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => undefined);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows an error state when sending fails', async () => {
    fetchMock.mockImplementation(async () => ({ ok: false, status: 403 }));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInShell(<ContactForm onClose={() => undefined} CaptchaWidget={SolvedCaptcha} />);
    fillContact();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('could not be sent');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
