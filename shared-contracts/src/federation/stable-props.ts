import { useRef } from 'react';

function shallowEqual(a: object | undefined, b: object | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * The props object a slot was last given, kept while each value is the same: callers write `props={{ … }}`, a new
 * object on every render, and a slot must not take that for new props (see FederatedSlot).
 */
export function useShallowStable<T extends object | undefined>(value: T): T {
  const kept = useRef(value);
  if (!shallowEqual(kept.current, value)) kept.current = value;
  return kept.current;
}
