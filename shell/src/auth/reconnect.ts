import { authStore } from '@sl/contracts';

/** The first retry after the provider could not be reached; each further one waits twice as long, up to the cap. */
export const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

let timer: ReturnType<typeof setTimeout> | null = null;
let delay = RECONNECT_FIRST_MS;

/**
 * The provider could not be reached to check or renew the session: the page says so (reconnecting) and `retry`
 * runs after a growing delay, once at a time. The member's tokens are not touched here.
 */
export function reconnectLater(retry: () => Promise<void>): void {
  authStore.getState().setSession({ reconnecting: true });
  if (timer) return;
  const wait = delay;
  delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  timer = setTimeout(() => {
    timer = null;
    void retry();
  }, wait);
}

/** The provider answered: no longer reconnecting, and the next outage starts from the first delay again. */
export function reconnected(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  delay = RECONNECT_FIRST_MS;
  if (authStore.getState().reconnecting) authStore.getState().setSession({ reconnecting: false });
}
