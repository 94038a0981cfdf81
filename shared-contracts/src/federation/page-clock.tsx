import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * When the page was rendered on the server (ms since the epoch): the boot config's `generatedAt`, which the server
 * renders with and the browser reads back from the page. Null where nothing was server-rendered (tests, widgets).
 */
const PageRenderedAt = createContext<number | null>(null);

export function PageClock({ renderedAt, children }: { renderedAt: number | null; children: ReactNode }) {
  return <PageRenderedAt.Provider value={renderedAt}>{children}</PageRenderedAt.Provider>;
}

/** The device clock read in whole ticks, so two reads within one tick agree (a store's snapshot must be stable). */
const readClock = (tickMs: number) => Math.floor(Date.now() / tickMs) * tickMs;

/**
 * The time, re-read every `tickMs`, for text that depends on it (a countdown, "3 mins to the off"). The server
 * renders with the page's render time, and hydration reads that same time back (React hydrates with the server
 * snapshot), so a countdown that crossed a minute between the two is no mismatch: it moves on right after. A
 * component mounted later in the browser starts from the device clock.
 */
export function useNow(tickMs = 1_000): number {
  const renderedAt = useContext(PageRenderedAt);
  const subscribe = useCallback(
    (changed: () => void) => {
      const timer = setInterval(changed, tickMs);
      return () => clearInterval(timer);
    },
    [tickMs],
  );
  return useSyncExternalStore(
    subscribe,
    () => readClock(tickMs),
    // In whole ticks too: a browser hydrating within the tick the server rendered in has nothing to render again.
    () => (renderedAt === null ? readClock(tickMs) : Math.floor(renderedAt / tickMs) * tickMs),
  );
}
