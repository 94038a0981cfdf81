import { getInstance } from '@module-federation/enhanced/runtime';
import { holdPageTaps, releasePageTaps } from './boot/early-taps';
import { askForShared, runSharedInTurn } from './boot/shared-in-turn';
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
 * Asking for them also asks for every shared package they consume (startShared asks for those first).
 */
const fetchBootstrap = () =>
  new Promise<void>((resolve, reject) => {
    require.ensure(
      ['./bootstrap'],
      () => resolve(),
      (error) => reject(error),
    );
  });

/** Asks for the shared packages one per task, then for the bootstrap's own files, then runs the packages. */
async function startShared(): Promise<void> {
  const instance = getInstance();
  if (!instance) return fetchBootstrap();
  const asked = await askForShared((name) => instance.loadShare(name));
  // Asked for after the packages: its chunks consume all of them, and asked for first it started every package's
  // files in its own task. Now it finds them on their way and starts only the shell's own files.
  const bootstrapFetched = fetchBootstrap();
  // Queued behind the requests just made, ahead of what their answers bring (boot/warm-intl.ts).
  setTimeout(warmIntl, 0);
  const [skipped] = await Promise.all([runSharedInTurn(asked), bootstrapFetched]);
  document.documentElement.dataset.startupSkipped = skipped.join(' ');
}

// The async boundary: shared singletons are negotiated before any application code runs (nothing is eager). The
// shared packages the bootstrap needs are asked for and then run one per task while its files come in, and the
// bootstrap after them (boot/shared-in-turn.ts, docs/adr/0030).
afterFirstPaint()
  .then(startShared)
  .then(() => import('./bootstrap'))
  .catch((error: unknown) => {
    releasePageTaps();
    console.error('the shell failed to start', error);
  });
