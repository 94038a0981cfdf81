import { useSyncExternalStore } from 'react';

/** The condition of a `media` breakpoint (`@media (max-width: …)`) without its at-rule, for matchMedia. */
export function mediaCondition(rule: string): string {
  return rule.replace(/^@media\s+/, '');
}

function matchesNow(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false;
}

/**
 * Whether a media query matches, kept in step as the viewport changes. False on the server and while hydrating
 * (the server cannot know the screen): the page is rendered as the server sent it, then again for this screen.
 * Reading matchMedia straight in render instead made the browser's first render differ from the server's HTML.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener?.('change', notify);
      return () => list.removeEventListener?.('change', notify);
    },
    () => matchesNow(query),
    () => false,
  );
}
