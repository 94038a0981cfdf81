import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's render and in the browser's hydration of it, true from the render after. A form the
 * server rendered shows its fields at once, but what a visitor types before React listens never reaches the
 * form's state (and a send would then see empty fields): its controls stay disabled until this is true.
 * A page the browser renders itself (navigating within the site) is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
