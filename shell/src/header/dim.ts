import { useSyncExternalStore } from 'react';

let dimmed = false;
const listeners = new Set<() => void>();

/** Whether the page content is dimmed behind the registration dropdown. */
export function setContentDimmed(value: boolean): void {
  if (dimmed === value) return;
  dimmed = value;
  listeners.forEach((listener) => listener());
}

export function useContentDimmed(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => dimmed,
    () => false,
  );
}
