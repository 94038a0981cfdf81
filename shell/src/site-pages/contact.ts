import { CAPTCHA_HEADER, CONTACT_URL } from '../forms/api';

/** What the contact page asks for; the limits are the contact endpoint's own (shell/server/forms/schemas.ts). */
export const CONTACT_TOPICS = [
  'General question',
  'Racecards and results',
  'Tips',
  'My account',
  'My Stable',
  'Sporting Life Plus',
  'Privacy and my data',
  'Safer gambling',
  'Something else',
] as const;

export const CONTACT_LIMITS = { name: 120, email: 254, message: 4000 } as const;

export interface ContactFields {
  name: string;
  email: string;
  topic: string;
  message: string;
}
export type ContactField = keyof ContactFields;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const FIELD_LABELS: Record<ContactField, string> = {
  name: 'Your name',
  email: 'Email address',
  topic: 'What is it about?',
  message: 'Your message',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The page's own checks, before anything is sent: one clear message per field that needs fixing. */
export function validateContact(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  if (!fields.name.trim()) errors.name = 'Enter your name';
  else if (fields.name.length > CONTACT_LIMITS.name)
    errors.name = `Your name must be ${CONTACT_LIMITS.name} characters or fewer`;
  if (!fields.email.trim()) errors.email = 'Enter your email address, so we can reply';
  else if (!EMAIL.test(fields.email.trim()) || fields.email.length > CONTACT_LIMITS.email)
    errors.email = 'Enter an email address in the correct format, like name@example.com';
  if (!(CONTACT_TOPICS as readonly string[]).includes(fields.topic))
    errors.topic = 'Choose what your message is about';
  if (!fields.message.trim()) errors.message = 'Enter your message';
  else if (fields.message.length > CONTACT_LIMITS.message)
    errors.message = `Your message must be ${CONTACT_LIMITS.message} characters or fewer`;
  return errors;
}

/** A refusal from the contact endpoint, with its message made readable. */
export class ContactRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field: ContactField | null,
  ) {
    super(message);
  }
}

const SERVER_FIELDS: Record<string, ContactField> = {
  name: 'name',
  email: 'email',
  subject: 'topic',
  message: 'message',
};

/** Turns the endpoint's error body into words for the visitor ("body/email must match..." names the field). */
export function refusalFrom(status: number, body: unknown): ContactRefused {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const raw = typeof error?.message === 'string' ? error.message : '';
  if (status === 413) return new ContactRefused(status, 'Your message is too long. Please shorten it.', null);
  if (error?.code === 'CAPTCHA_REFUSED')
    return new ContactRefused(
      status,
      'The verification expired. Please wait for it to finish and send again.',
      null,
    );
  const match = /^body\/(\w+) (.*)$/.exec(raw);
  const field = match ? (SERVER_FIELDS[match[1]!] ?? null) : null;
  if (field) return new ContactRefused(status, `${FIELD_LABELS[field]}: ${match![2]}`, field);
  return new ContactRefused(status, raw || `The message could not be sent (error ${status}).`, null);
}

/** Sends to the spec's contact endpoint (POST to the site root, captcha token in a header). */
export async function sendContactMessage(
  fields: ContactFields,
  captcha: string,
  pageUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const response = await fetchImpl(CONTACT_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CAPTCHA_HEADER]: captcha },
    credentials: 'same-origin',
    body: JSON.stringify({
      name: fields.name.trim(),
      email: fields.email.trim(),
      subject: fields.topic,
      message: fields.message.trim(),
      current_url: pageUrl,
    }),
  });
  if (response.ok) return;
  const body: unknown = await response.json().catch(() => null);
  throw refusalFrom(response.status, body);
}
