import { Type, type Static } from 'typebox';
import { oneOf } from '@sl/server-kit';
// The options the form offers, so page and service cannot disagree.
import { FEEDBACK_TYPES } from '../../src/forms/messages';

export const FORM_LIMITS = {
  feedbackText: 2000,
  contactMessage: 4000,
  name: 120,
  email: 254,
  subject: 200,
  url: 2048,
  userAgent: 512,
  captcha: 8192,
  /** Largest form body accepted, in bytes; bigger bodies get 413. */
  body: 16 * 1024,
} as const;

const Captcha = Type.String({ minLength: 1, maxLength: FORM_LIMITS.captcha });

export const FeedbackBody = Type.Object(
  {
    type: oneOf(FEEDBACK_TYPES),
    score: Type.Integer({ minimum: 0, maximum: 10 }),
    feedback: Type.String({ minLength: 1, maxLength: FORM_LIMITS.feedbackText, pattern: '\\S' }),
    current_url: Type.String({ minLength: 1, maxLength: FORM_LIMITS.url }),
    user_agent: Type.String({ maxLength: FORM_LIMITS.userAgent }),
    name: Type.Optional(Type.String({ maxLength: FORM_LIMITS.name })),
    captcha: Captcha,
  },
  { additionalProperties: false },
);
export type FeedbackBody = Static<typeof FeedbackBody>;

export const ContactBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: FORM_LIMITS.name, pattern: '\\S' }),
    email: Type.String({ minLength: 3, maxLength: FORM_LIMITS.email, format: 'email' }),
    subject: Type.String({ minLength: 1, maxLength: FORM_LIMITS.subject, pattern: '\\S' }),
    message: Type.String({ minLength: 1, maxLength: FORM_LIMITS.contactMessage, pattern: '\\S' }),
    current_url: Type.String({ minLength: 1, maxLength: FORM_LIMITS.url }),
  },
  { additionalProperties: false },
);
export type ContactBody = Static<typeof ContactBody>;

/** The contact form sends its captcha token in a header (spec document 2, section 7). */
export const CAPTCHA_HEADER = 'x-captcha-token';
export const ContactHeaders = Type.Object({ [CAPTCHA_HEADER]: Captcha });
