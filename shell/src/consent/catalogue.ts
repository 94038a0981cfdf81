import {
  FREE_BETS_UPDATED_KEY,
  FREE_BETS_VISITED_KEY,
  PREFERENCES_STORAGE_KEY,
  SKY_BET_V2_STORAGE_KEY,
  VISITOR_COOKIE,
} from '@sl/contracts';
import { PROMOTION_SEEN_STORAGE_KEY } from '@sl/contracts/offers';
import { REMOTE_BREAKER_KEY } from '@sl/contracts/federation';
import { JWKS_CACHE_KEY } from '../auth/storage-keys';

/**
 * Every cookie and browser-storage key the site sets, with its consent category. It is both the cookie policy's
 * table and the storage gate's rule book: a local-storage key that is not essential here is kept in memory only
 * until the visitor consents to its category, and a key missing from this list counts as functional.
 */
export type ConsentCategory = 'essential' | 'functional' | 'analytics';
export type OptionalCategory = Exclude<ConsentCategory, 'essential'>;
export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ['functional', 'analytics'];

export type StorageKind = 'cookie' | 'local storage' | 'session storage';

export interface StorageEntry {
  /** The cookie or key name; a trailing * stands for any suffix. */
  name: string;
  kind: StorageKind;
  category: ConsentCategory;
  purpose: string;
  duration: string;
  /** Which part of the site sets it. */
  setBy: string;
}

/** The consent record itself: keeping the visitor's answer is needed to respect it. */
export const CONSENT_STORAGE_KEY = 'sl-consent';

export const CATEGORY_INFO: Record<ConsentCategory, { label: string; description: string }> = {
  essential: {
    label: 'Essential',
    description:
      'Needed for the site to work and to keep you signed in securely: your sign-in session, the protection on our ' +
      'forms and the record of your cookie choices. They cannot be switched off.',
  },
  functional: {
    label: 'Functional',
    description:
      'Remember your choices between visits: racecard sort order, odds format and bookmaker, followed football ' +
      'competitions, which free-bet offers you have already seen and a short-lived copy of the site settings.',
  },
  analytics: {
    label: 'Analytics',
    description:
      'Help us understand how the site is used so we can improve it. Analytics only runs when a measurement tag is ' +
      'configured for the site, and it stays switched off until you agree.',
  },
};

export const STORAGE_CATALOGUE: readonly StorageEntry[] = [
  {
    name: CONSENT_STORAGE_KEY,
    kind: 'local storage',
    category: 'essential',
    purpose: 'Your cookie choices, with the version of this policy you answered and the date.',
    duration: '12 months, then we ask again',
    setBy: 'Sporting Life',
  },
  {
    name: 'sl-color-scheme',
    kind: 'local storage',
    category: 'functional',
    purpose: 'Whether you chose the light or the dark look (without it the site follows your device).',
    duration: 'Until you change it or clear your browser storage',
    setBy: 'Sporting Life',
  },
  {
    name: 'oauth_*',
    kind: 'session storage',
    category: 'essential',
    purpose: 'Your sign-in: access, id and refresh tokens, their expiry and the sign-in handshake.',
    duration: 'Until you close the tab or sign out',
    setBy: 'Sporting Life',
  },
  {
    name: JWKS_CACHE_KEY,
    kind: 'session storage',
    category: 'essential',
    purpose:
      'The public keys of our sign-in service, so your sign-in is still checked when that service is briefly ' +
      'unreachable instead of signing you out. Holds nothing about you.',
    duration: 'Until you close the tab; renewed daily',
    setBy: 'Sporting Life',
  },
  {
    name: VISITOR_COOKIE,
    kind: 'cookie',
    category: 'essential',
    purpose:
      'A random number that keeps you on the same version of each part of the site while a new version is ' +
      'tried on a share of visitors, so pages do not change under you from one visit to the next. Holds nothing ' +
      'about you and is not used to track you.',
    duration: '1 year',
    setBy: 'Sporting Life',
  },
  {
    name: REMOTE_BREAKER_KEY,
    kind: 'local storage',
    category: 'essential',
    purpose:
      'Which part of the site failed to load a moment ago, so the next pages show it as unavailable at once ' +
      'instead of waiting for it again. Holds nothing about you.',
    duration: 'From 30 seconds up to 5 minutes after the failure',
    setBy: 'Sporting Life',
  },
  {
    name: 'sso_*',
    kind: 'session storage',
    category: 'essential',
    purpose: 'Single sign-on state and the signed token that unlocks Plus racecard data.',
    duration: 'Until you close the tab or sign out',
    setBy: 'Sporting Life',
  },
  {
    name: 'sl_sso_hint',
    kind: 'cookie',
    category: 'essential',
    purpose: 'Tells the site that you may still be signed in, so it can sign you back in without a password.',
    duration: '14 days, removed when you sign out',
    setBy: 'Sporting Life accounts',
  },
  {
    name: '_session',
    kind: 'cookie',
    category: 'essential',
    purpose: 'Your session with our sign-in service (with its signature cookie _session.sig).',
    duration: '14 days',
    setBy: 'Sporting Life accounts',
  },
  {
    name: '_interaction*',
    kind: 'cookie',
    category: 'essential',
    purpose: 'Keeps a log-in or registration step together while you complete it (with signature cookies).',
    duration: '1 hour',
    setBy: 'Sporting Life accounts',
  },
  {
    name: SKY_BET_V2_STORAGE_KEY,
    kind: 'local storage',
    category: 'essential',
    purpose:
      'Read only: when a partner page has set it, Sky Bet price links open the newer bet slip. We never set it.',
    duration: 'Set by a partner; read only',
    setBy: 'Partner pages',
  },
  {
    name: PREFERENCES_STORAGE_KEY,
    kind: 'local storage',
    category: 'functional',
    purpose:
      'Your preferences: racecard sort order, results shown, odds format and bookmaker, full form on horse ' +
      'profiles, football scorers and followed competitions, hidden items, and the splash and cookie-accept flags.',
    duration: 'Until you clear it or withdraw consent',
    setBy: 'Sporting Life',
  },
  {
    name: 'featureConfig',
    kind: 'local storage',
    category: 'functional',
    purpose: 'A copy of the site feature settings, so pages do not flicker while they load.',
    duration: 'Refreshed every 30 minutes',
    setBy: 'Sporting Life',
  },
  {
    name: FREE_BETS_VISITED_KEY,
    kind: 'local storage',
    category: 'functional',
    purpose: 'When you last opened Free Bets, so the new-offers dot clears once you have looked.',
    duration: 'Until you clear it or withdraw consent',
    setBy: 'Sporting Life',
  },
  {
    name: FREE_BETS_UPDATED_KEY,
    kind: 'local storage',
    category: 'functional',
    purpose: 'When the free-bet offers last changed, to show the new-offers dot.',
    duration: 'Until you clear it or withdraw consent',
    setBy: 'Sporting Life',
  },
  {
    name: 'freeBetsMenuSignature',
    kind: 'local storage',
    category: 'functional',
    purpose: 'A fingerprint of the Free Bets menu, to notice when offers change.',
    duration: 'Until you clear it or withdraw consent',
    setBy: 'Sporting Life',
  },
  {
    name: 'freeBetsContent',
    kind: 'local storage',
    category: 'functional',
    purpose: 'A fingerprint of the free-bet offers page, to notice when offers change.',
    duration: 'Until you clear it or withdraw consent',
    setBy: 'Sporting Life',
  },
  {
    name: PROMOTION_SEEN_STORAGE_KEY,
    kind: 'local storage',
    category: 'functional',
    purpose: 'How often and when you saw the members welcome offer, so it is not shown again too soon.',
    duration: 'Until you clear it or withdraw consent',
    setBy: 'Sporting Life',
  },
  {
    name: '_ga*',
    kind: 'cookie',
    category: 'analytics',
    purpose:
      'Only when a measurement tag is configured for the site: distinguishes visits to count page views. ' +
      'Not set without your consent.',
    duration: 'Up to 13 months',
    setBy: 'Google Analytics (tag manager)',
  },
  {
    name: '_gid',
    kind: 'cookie',
    category: 'analytics',
    purpose:
      'Only when a measurement tag is configured: groups the page views of one day. Not set without consent.',
    duration: '24 hours',
    setBy: 'Google Analytics (tag manager)',
  },
];

const matches = (pattern: string, name: string) =>
  pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : pattern === name;

/** The category of a storage key or cookie name of the given kind; an unlisted local-storage key is functional. */
export function categoryOf(name: string, kind: StorageKind = 'local storage'): ConsentCategory {
  const entry = STORAGE_CATALOGUE.find((e) => e.kind === kind && matches(e.name, name));
  if (entry) return entry.category;
  return kind === 'local storage' ? 'functional' : 'essential';
}
