/**
 * Card fields for joining Plus and the test payment provider's documented card numbers. The test provider is the
 * embedded default (mfe-account server/plus/payments.ts): it charges nothing and says so.
 */
export const TEST_MODE_NOTICE = 'Test mode: no card is charged';

export interface TestCard {
  number: string;
  brand: string;
  outcome: 'approved' | 'declined';
}

/** The numbers the test provider knows: two that are approved, one that is always declined. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'Visa', outcome: 'approved' },
  { number: '5555555555554444', brand: 'Mastercard', outcome: 'approved' },
  { number: '4000000000000002', brand: 'Visa', outcome: 'declined' },
];

export const CARD_MESSAGES = {
  declined: 'Your card was declined. No payment was taken: please try another card.',
  notATestCard: 'Test mode accepts only the test card numbers shown on this page.',
  number: 'Enter a valid card number (13 to 19 digits).',
  name: 'Enter the name on the card.',
  expiry: 'Enter an expiry date in the future as MM/YY.',
  cvc: 'Enter the 3 or 4 digit security code from the back of the card.',
} as const;

export interface CardFields {
  name: string;
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardFields;
export type CardErrors = Partial<Record<CardField, string>>;

/** Spaces and dashes as people type them are allowed; nothing else. */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY as the last instant it is valid (cards expire at the end of their month), or null when malformed. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

export function expiryInFuture(expiry: string, now: Date): boolean {
  const parsed = parseExpiry(expiry);
  if (!parsed) return false;
  // The first instant after the card's month, in UTC.
  return Date.UTC(parsed.year, parsed.month, 1) > now.getTime();
}

/** Field-by-field errors for the card form; an empty object means the fields are well formed. */
export function validateCard(fields: CardFields, now: Date): CardErrors {
  const errors: CardErrors = {};
  const name = fields.name.trim();
  if (name.length < 2 || name.length > 80) errors.name = CARD_MESSAGES.name;
  const digits = cardDigits(fields.number);
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) errors.number = CARD_MESSAGES.number;
  if (!expiryInFuture(fields.expiry, now)) errors.expiry = CARD_MESSAGES.expiry;
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.cvc = CARD_MESSAGES.cvc;
  return errors;
}
