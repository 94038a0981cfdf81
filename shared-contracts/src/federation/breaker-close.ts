import { useEffect, useReducer } from 'react';
import type { RemoteName } from '../registry/remotes';
import { remoteBreakerOpenFor } from './remote-breaker';

/**
 * While `blocked` (a slot left unavailable by its remote's open breaker), renders the slot again once the breaker's
 * cool-down is over, so it tries the remote then (half-open) instead of staying empty until something else
 * happens to render the page again: a visitor who leaves a race card open gets the follow buttons back.
 */
export function useRenderWhenBreakerCloses(remote: RemoteName, blocked: boolean): void {
  const [tick, renderAgain] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!blocked) return undefined;
    const wait = remoteBreakerOpenFor(remote);
    // A moment past the end, so the render that follows finds the breaker closed.
    const timer = setTimeout(renderAgain, wait + 50);
    return () => clearTimeout(timer);
  }, [remote, blocked, tick]);
}
