import type { OptionalCategory } from './catalogue';

/**
 * The visitor's consent record: which optional categories they agreed to, the version of the cookie policy they
 * answered and when. A record of an older version, or older than twelve months, no longer counts: the banner asks
 * again (ICO guidance: ask again when the purposes change, and refresh consent periodically).
 */
export const CONSENT_VERSION = 1;
const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export type ConsentChoices = Record<OptionalCategory, boolean>;

export interface ConsentRecord {
  version: number;
  /** ISO date-time of the answer. */
  date: string;
  categories: ConsentChoices;
}

export const NO_CONSENT: ConsentChoices = Object.freeze({ functional: false, analytics: false });
export const ALL_CONSENT: ConsentChoices = Object.freeze({ functional: true, analytics: true });

export function makeRecord(categories: ConsentChoices, now: Date): ConsentRecord {
  return {
    version: CONSENT_VERSION,
    date: now.toISOString(),
    categories: { functional: categories.functional === true, analytics: categories.analytics === true },
  };
}

/** A stored record that is well formed, of the current version and not expired; anything else is no record. */
export function parseRecord(raw: string | null, now: number): ConsentRecord | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { version, date, categories } = value as Record<string, unknown>;
  if (version !== CONSENT_VERSION || typeof date !== 'string') return null;
  const at = Date.parse(date);
  if (!Number.isFinite(at) || at > now + 60_000 || now - at > CONSENT_MAX_AGE_MS) return null;
  if (typeof categories !== 'object' || categories === null) return null;
  const c = categories as Record<string, unknown>;
  if (typeof c.functional !== 'boolean' || typeof c.analytics !== 'boolean') return null;
  return { version, date, categories: { functional: c.functional, analytics: c.analytics } };
}

/** What a missing record allows: essential storage only. */
export const choicesOf = (record: ConsentRecord | null): ConsentChoices => record?.categories ?? NO_CONSENT;

/** The spec's cookie-accept flag (document 2, section 3): the visitor accepted at least one optional category. */
export const acceptedAny = (record: ConsentRecord | null): boolean =>
  record !== null && (record.categories.functional || record.categories.analytics);
