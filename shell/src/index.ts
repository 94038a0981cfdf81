import { getInstance } from '@module-federation/enhanced/runtime';
import { holdPageTaps, releasePageTaps } from './boot/early-taps';
import { evaluateSharedInTurn } from './boot/shared-in-turn';
import { warmIntl } from './boot/warm-intl';

// Chunks the shell loads at run time carry this page's CSP nonce (webpack puts __webpack_nonce__ on the script
// elements it creates): libraries that add a style element take the nonce from the script that is running (the
// captcha does), and the page's policy allows no inline style without it (server/page/style-nonce.ts).
declare let __webpack_nonce__: string | undefined;
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) __webpack_nonce__ = nonce;

// A button tapped before hydration is clicked again once React listens (boot/early-taps.ts).
holdPageTaps();

/**
 * Resolves once the browser has painted what the server sent: the scripts, deferred, may otherwise run first and
 * hold the first view back by their whole start-up (hundreds of ms on a phone). A hidden tab paints nothing and
 * does not wait. Taps in between are held, not lost (above).
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/**
 * Fetches the bootstrap's files and runs none of their modules (an import() would run them as soon as they arrive).
 * Asking for them sets the share scope up and fetches every shared package they need: after the paint, in a task
 * of its own rather than in this script's first run.
 */
const fetchBootstrap = () =>
  new Promise<void>((resolve, reject) => {
    require.ensure(
      ['./bootstrap'],
      () => resolve(),
      (error) => reject(error),
    );
  });

// The async boundary: shared singletons are negotiated before any application code runs (nothing is eager). The
// shared packages the bootstrap needs run one per task while its files come in, and the bootstrap after them
// (boot/shared-in-turn.ts, docs/adr/0030).
afterFirstPaint()
  .then(() => {
    const instance = getInstance();
    const started = Promise.all([
      fetchBootstrap(),
      instance
        ? evaluateSharedInTurn((name) => instance.loadShare(name)).then((skipped) => {
            document.documentElement.dataset.startupSkipped = skipped.join(' ');
          })
        : undefined,
    ]);
    // Queued behind the requests just made, ahead of what their answers bring (boot/warm-intl.ts).
    setTimeout(warmIntl, 0);
    return started;
  })
  .then(() => import('./bootstrap'))
  .catch((error: unknown) => {
    releasePageTaps();
    console.error('the shell failed to start', error);
  });
