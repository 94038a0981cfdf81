/** Where the shell's forms go (the shell server's own routes). */
export const CAPTCHA_URL = '/api/shell/v1/captcha';
const FEEDBACK_URL = '/api/shell/v1/feedback';
/** The contact form posts to the site root, with the captcha token in a header (spec document 2, section 7). */
export const CONTACT_URL = '/';
export const CAPTCHA_HEADER = 'x-captcha-token';

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(`form submit failed with ${res.status}`);
}

export interface FeedbackPayload {
  type: string;
  score: number;
  feedback: string;
  current_url: string;
  user_agent: string;
  name?: string;
  captcha: string;
}

export const sendFeedback = (payload: FeedbackPayload) => post(FEEDBACK_URL, payload);

export interface ContactPayload {
  name: string;
  email: string;
  subject: string;
  message: string;
  current_url: string;
}

export const sendContact = (payload: ContactPayload, captcha: string) =>
  post(CONTACT_URL, payload, { [CAPTCHA_HEADER]: captcha });
