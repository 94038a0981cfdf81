import { getInstance } from '@module-federation/enhanced/runtime';
import { holdPageTaps, releasePageTaps } from './boot/early-taps';
import { evaluateSharedInTurn } from './boot/shared-in-turn';

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

// The async boundary: shared singletons are negotiated before any application code runs (nothing is eager).
// The bootstrap's files are fetched now (require.ensure runs none of their modules); the shared packages it needs
// then run one per task, and the bootstrap after them (boot/shared-in-turn.ts, docs/adr/0030).
const bootstrapFetched = new Promise<void>((resolve, reject) => {
  require.ensure(
    ['./bootstrap'],
    () => resolve(),
    (error) => reject(error),
  );
});
// A failed fetch is reported once, where the start-up below waits for it, not also as an unhandled rejection.
bootstrapFetched.catch(() => undefined);

afterFirstPaint()
  .then(() => {
    const instance = getInstance();
    return instance ? evaluateSharedInTurn((name) => instance.loadShare(name)) : undefined;
  })
  .then(() => bootstrapFetched)
  .then(() => import('./bootstrap'))
  .catch((error: unknown) => {
    releasePageTaps();
    console.error('the shell failed to start', error);
  });
