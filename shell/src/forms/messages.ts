/**
 * The feedback outcome messages (spec document 2, section 8). The bracket is the form's subject: the word
 * "feedback" here, so the messages read "Thank you for your feedback." and so on.
 */
export function successMessage(subject: string): string {
  return `Thank you for your ${subject}.`;
}

export function failureMessage(subject: string): string {
  return `We're sorry, but there has been an error and your ${subject} could not be sent. Please try again.`;
}

export const FEEDBACK_TYPES = [
  'Something I like',
  'Something I think could be better',
  'I have a technical issue',
  'Something else',
] as const;
