import { useSyncExternalStore } from 'react';

/** Light or dark; "system" follows the device (prefers-color-scheme) until the reader picks one. */
export type ColorScheme = 'light' | 'dark';
export type SchemeChoice = ColorScheme | 'system';

/** Local-storage key of the reader's choice (a functional preference in the shell's consent catalogue). */
export const SCHEME_STORAGE_KEY = 'sl-color-scheme';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function readChoice(): SchemeChoice {
  try {
    const stored = globalThis.localStorage?.getItem(SCHEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemScheme(): ColorScheme {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The scheme in force: the reader's choice, else the device's. */
export function currentScheme(): ColorScheme {
  const choice = readChoice();
  return choice === 'system' ? systemScheme() : choice;
}

export function setSchemeChoice(choice: SchemeChoice): void {
  try {
    if (choice === 'system') globalThis.localStorage?.removeItem(SCHEME_STORAGE_KEY);
    else globalThis.localStorage?.setItem(SCHEME_STORAGE_KEY, choice);
  } catch {
    // Storage can be unavailable (private mode, blocked): the choice then lasts for this page only.
  }
  override = choice === 'system' ? null : choice;
  notify();
}

let override: ColorScheme | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  const query = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
  query?.addEventListener?.('change', notify);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener?.('change', notify);
  };
}

const snapshot = (): ColorScheme => override ?? currentScheme();

/** The scheme in force, re-rendering when the reader or the device changes it. */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, snapshot, () => 'light');
}

const choiceSnapshot = (): SchemeChoice => override ?? readChoice();

/**
 * The reader's own choice, "system" when they made none: what the page's styles are written for. Always "system"
 * on the server and while the browser hydrates the server's HTML, which cannot know the reader's choice: the styles
 * then follow prefers-color-scheme (DesignSystemStyles), so a dark device never sees the light page first. It stays
 * "system" after that for a reader who chose nothing, so the styles the server sent are never written again and
 * the page is not restyled once it starts.
 */
export function useSchemeChoice(): SchemeChoice {
  return useSyncExternalStore(subscribe, choiceSnapshot, () => 'system');
}
