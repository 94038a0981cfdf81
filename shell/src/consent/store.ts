import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { preferencesStore } from '@sl/contracts';
import { CONSENT_STORAGE_KEY } from './catalogue';
import { installStorageGate, setGateChoices } from './gate';
import {
  acceptedAny,
  choicesOf,
  makeRecord,
  parseRecord,
  type ConsentChoices,
  type ConsentRecord,
} from './record';

export interface ConsentState {
  /** The visitor's current answer; null until they answer (or when it is out of date). */
  record: ConsentRecord | null;
}

export const consentStore = createStore<ConsentState>(() => ({ record: null }));

export function useConsent<T>(selector: (state: ConsentState) => T): T {
  return useStore(consentStore, selector);
}

type Gtag = (command: 'consent', action: 'update', params: Record<string, 'granted' | 'denied'>) => void;

/**
 * Tells the tag manager, when one is on the page (its defaults are all denied, spec document 2, section 7), what
 * the visitor agreed to. The site has no advertising category, so advertising storage stays denied.
 */
function updateTagConsent(choices: ConsentChoices) {
  const gtag = (window as unknown as { gtag?: Gtag }).gtag;
  if (typeof gtag !== 'function') return;
  const state = (on: boolean) => (on ? 'granted' : 'denied');
  gtag('consent', 'update', {
    analytics_storage: state(choices.analytics),
    functionality_storage: state(choices.functional),
    personalization_storage: state(choices.functional),
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
}

function apply(record: ConsentRecord | null, tell: boolean) {
  const choices = choicesOf(record);
  setGateChoices(choices);
  if (tell) updateTagConsent(choices);
  // The spec's cookie-accept flag follows the record (it is stored with the preferences, so only with consent).
  const accepted = acceptedAny(record);
  const prefs = preferencesStore.getState();
  if (prefs.cookieAccepted !== accepted) prefs.actions.setPreference('cookieAccepted', accepted);
  consentStore.setState({ record });
}

function readStoredRecord(now = Date.now()): ConsentRecord | null {
  try {
    return parseRecord(window.localStorage.getItem(CONSENT_STORAGE_KEY), now);
  } catch {
    return null; // Storage switched off: no record, so essential storage only.
  }
}

/** Boot: wrap local storage, then apply the stored answer (none: essential storage only). */
export function startConsent(): () => void {
  const undo = installStorageGate(window.localStorage);
  const record = readStoredRecord();
  apply(record, record !== null);
  return undo;
}

/** The visitor's answer (accept all, reject non-essential, or their own choices), stored and applied at once. */
export function decideConsent(choices: ConsentChoices, now = new Date()): ConsentRecord {
  const record = makeRecord(choices, now);
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage switched off: the answer holds for this page view.
  }
  apply(record, true);
  return record;
}
