import { REFRESH_TIMEOUT_MS, authStore } from '@sl/contracts';
import { enforceInactivity, refreshSession, touchActivity } from './session';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
const ACTIVITY_THROTTLE_MS = 30_000;
const INACTIVITY_CHECK_MS = 60_000;

/**
 * While the page is open: activity is recorded (throttled), a member idle past the inactivity period is signed
 * out, and tokens are refreshed every refresh timeout so an active member never meets an expired token.
 */
export function startSessionTimers(win: Window = window): () => void {
  let lastTouch = 0;
  const onActivity = () => {
    const now = Date.now();
    if (now - lastTouch < ACTIVITY_THROTTLE_MS) return;
    lastTouch = now;
    touchActivity();
  };
  for (const event of ACTIVITY_EVENTS) win.addEventListener(event, onActivity, { passive: true });
  const inactivity = win.setInterval(() => enforceInactivity(), INACTIVITY_CHECK_MS);
  const refresh = win.setInterval(() => {
    if (authStore.getState().loggedIn) void refreshSession();
  }, REFRESH_TIMEOUT_MS);
  return () => {
    for (const event of ACTIVITY_EVENTS) win.removeEventListener(event, onActivity);
    win.clearInterval(inactivity);
    win.clearInterval(refresh);
  };
}
