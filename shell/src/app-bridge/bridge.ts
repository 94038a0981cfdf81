import { BRIDGE_RETRY_INTERVAL_MS, BRIDGE_RETRY_LIMIT, isAndroidWebView } from '@sl/contracts';
import { reportAppError } from '../errors/app-errors';

export type BridgeMessage = 'Click' | 'requestTokenRefresh';
export type BridgeState = 'ready' | 'asleep';

interface IosHandlers {
  webkit?: { messageHandlers?: Record<string, { postMessage: (body: unknown) => void } | undefined> };
}
type AndroidBridge = Partial<Record<BridgeMessage, (body: string) => void>>;
interface BridgeWindow extends IosHandlers {
  Android?: AndroidBridge;
}

/** A bridge error is reported to the error-reporting service and counted (spec document 2, section 8). */
function reportBridgeError(message: string, error?: unknown): void {
  reportAppError('bridge', message, error);
}

function trySend(win: BridgeWindow, message: BridgeMessage, body: Record<string, unknown>): boolean {
  const ios = win.webkit?.messageHandlers?.[message];
  if (ios) {
    ios.postMessage(body);
    return true;
  }
  const android = win.Android?.[message];
  if (typeof android === 'function') {
    android.call(win.Android, JSON.stringify(body));
    return true;
  }
  return false;
}

/**
 * Sends a message to the native app: iOS message handlers or Android methods of the same name. The app may
 * inject its bridge late, so it retries every 100 ms up to 100 times, then reports the failure.
 */
export function postToApp(
  message: BridgeMessage,
  body: Record<string, unknown> = {},
  win: BridgeWindow = window as unknown as BridgeWindow,
): Promise<boolean> {
  return new Promise((resolve) => {
    let attempts = 0;
    const attempt = () => {
      attempts += 1;
      try {
        if (trySend(win, message, body)) return resolve(true);
      } catch (error) {
        reportBridgeError(`${message}: ${error instanceof Error ? error.message : String(error)}`, error);
        return resolve(false);
      }
      if (attempts >= BRIDGE_RETRY_LIMIT) {
        reportBridgeError(`${message}: no app bridge after ${BRIDGE_RETRY_LIMIT} attempts`);
        return resolve(false);
      }
      setTimeout(attempt, BRIDGE_RETRY_INTERVAL_MS);
    };
    attempt();
  });
}

let state: BridgeState = 'ready';

/** The app puts the page to sleep when it backgrounds it; waking reloads so the member sees fresh data. */
export function setBridgeState(next: BridgeState, reload: () => void = () => window.location.reload()): void {
  const wasAsleep = state === 'asleep';
  state = next;
  if (wasAsleep && next === 'ready') reload();
}

export function bridgeState(): BridgeState {
  return state;
}

export function isAndroidAppWebView(win: BridgeWindow = window as unknown as BridgeWindow): boolean {
  return isAndroidWebView(navigator.userAgent, win.Android);
}

/**
 * Installs the page side of the bridge in the app's web view: the app calls window.slAppBridge.sleep() and
 * .wake(); external link clicks are handed to the app (Click) instead of opening inside the web view.
 */
export function installAppBridge(): () => void {
  const win = window as unknown as BridgeWindow & { slAppBridge?: unknown };
  win.slAppBridge = {
    sleep: () => setBridgeState('asleep'),
    wake: () => setBridgeState('ready'),
    state: () => state,
    requestTokenRefresh: () => postToApp('requestTokenRefresh'),
  };
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.(
      'a[target="_blank"]',
    ) as HTMLAnchorElement | null;
    if (!anchor) return;
    event.preventDefault();
    void postToApp('Click', { url: anchor.href });
  };
  document.addEventListener('click', onClick);
  return () => {
    document.removeEventListener('click', onClick);
    delete win.slAppBridge;
  };
}
