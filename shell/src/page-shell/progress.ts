import NProgress from 'nprogress';
import { PROGRESS_BAR } from '@sl/contracts';

NProgress.configure({
  minimum: PROGRESS_BAR.minimum,
  speed: PROGRESS_BAR.speed,
  trickleSpeed: PROGRESS_BAR.trickleSpeed,
  showSpinner: false,
  // nprogress's default template gives the bar role="bar", which is not an ARIA role; the bar is decoration.
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  // Without role="bar" nprogress's default selector finds nothing and start() throws on the first route change.
  barSelector: '.bar',
});

/** The longest a route change may keep the bar running before it is stopped anyway. */
const GIVE_UP_MS = 15_000;

/**
 * Starts the bar for a route change and stops it once no slot in the page is loading any more; a slot that
 * fails (unavailable) also ends the change, so the bar never hangs. Returns a cancel function.
 */
export function trackRouteChange(root: HTMLElement): () => void {
  NProgress.start();
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    observer.disconnect();
    clearTimeout(giveUp);
    NProgress.done();
  };
  const check = () => {
    if (!root.querySelector('[data-slot-state="loading"]')) finish();
  };
  const observer = new MutationObserver(check);
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-slot-state'],
  });
  const giveUp = setTimeout(finish, GIVE_UP_MS);
  // Let the new route render (and its lazy slots suspend) before the first check.
  requestAnimationFrame(() => setTimeout(check, 0));
  return finish;
}
