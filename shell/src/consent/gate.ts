import { categoryOf, type ConsentCategory } from './catalogue';
import { NO_CONSENT, type ConsentChoices } from './record';

/**
 * The storage gate. The shell and every remote write local storage directly (the shared preferences store, the
 * free-bets dot, the promotion pop-up, the feature-config cache...), and remotes are released on their own, so
 * consent is enforced in one place: the host wraps the page's local storage once at boot. A write to a key whose
 * category (from the catalogue) has no consent is held in memory for this page instead, and reads of that key see
 * the held value, so the page behaves the same until it is reloaded. Granting a category writes its held values
 * through; withdrawing it removes the keys of that category already stored (and analytics cookies).
 */
let choices: ConsentChoices = { ...NO_CONSENT };
const held = new Map<string, string>();
let target: Storage | null = null;
let original: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = null;

function allows(category: ConsentCategory): boolean {
  return category === 'essential' || choices[category];
}

const allowedKey = (key: string) => allows(categoryOf(key));

/** Wraps the given storage (the page's local storage) so writes respect consent. Answers how to undo it. */
export function installStorageGate(storage: Storage = window.localStorage): () => void {
  if (target) return () => undefined;
  const proto = Object.getPrototypeOf(storage) as Storage;
  const base = { getItem: proto.getItem, setItem: proto.setItem, removeItem: proto.removeItem };
  target = storage;
  original = {
    getItem: (key) => base.getItem.call(storage, key),
    setItem: (key, value) => base.setItem.call(storage, key, value),
    removeItem: (key) => base.removeItem.call(storage, key),
  };
  proto.setItem = function setItem(this: Storage, key: string, value: string) {
    if (this !== target || allowedKey(String(key))) return base.setItem.call(this, key, value);
    held.set(String(key), String(value));
  };
  proto.getItem = function getItem(this: Storage, key: string) {
    if (this === target && !allowedKey(String(key)) && held.has(String(key))) return held.get(String(key))!;
    return base.getItem.call(this, key);
  };
  proto.removeItem = function removeItem(this: Storage, key: string) {
    if (this === target) held.delete(String(key));
    return base.removeItem.call(this, key);
  };
  return () => {
    proto.setItem = base.setItem;
    proto.getItem = base.getItem;
    proto.removeItem = base.removeItem;
    target = null;
    original = null;
    held.clear();
    choices = { ...NO_CONSENT };
  };
}

function storedKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** Removes the analytics cookies a tag manager may have set, on this host and its parent domains. */
function removeAnalyticsCookies() {
  if (typeof document === 'undefined') return;
  const names = document.cookie
    .split(';')
    .map((c) => c.split('=')[0]?.trim() ?? '')
    .filter((name) => name && categoryOf(name, 'cookie') === 'analytics');
  const parts = location.hostname.split('.');
  const domains = [''];
  for (let i = 0; i < parts.length - 1; i += 1) domains.push(`; Domain=.${parts.slice(i).join('.')}`);
  for (const name of names)
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
}

/** Applies the visitor's choices: held values of a granted category are stored, a withdrawn one's are removed. */
export function setGateChoices(next: ConsentChoices): void {
  choices = { functional: next.functional, analytics: next.analytics };
  if (!target || !original) return;
  const store = original;
  for (const [key, value] of [...held]) {
    if (allowedKey(key)) {
      store.setItem(key, value);
      held.delete(key);
    }
  }
  for (const key of storedKeys(target)) {
    const category = categoryOf(key);
    if (category !== 'essential' && !choices[category]) {
      // Kept for the rest of this page view, so nothing the visitor sees changes until the next load.
      const value = store.getItem(key);
      if (value !== null) held.set(key, value);
      store.removeItem(key);
    }
  }
  if (!choices.analytics) removeAnalyticsCookies();
}
