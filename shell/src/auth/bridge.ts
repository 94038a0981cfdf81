/** The native app's bridge: in the app's web view the app owns the tokens and refreshes them on request. */
interface BridgeWindow {
  webkit?: { messageHandlers?: { requestTokenRefresh?: { postMessage: (message: unknown) => void } } };
  Android?: { requestTokenRefresh?: () => void };
}

/** Asks the native app for a fresh token; answers whether a bridge was there to ask. */
export function requestNativeTokenRefresh(
  win: BridgeWindow = globalThis as unknown as BridgeWindow,
): boolean {
  const ios = win.webkit?.messageHandlers?.requestTokenRefresh;
  if (ios) {
    ios.postMessage({ type: 'requestTokenRefresh' });
    return true;
  }
  if (typeof win.Android?.requestTokenRefresh === 'function') {
    win.Android.requestTokenRefresh();
    return true;
  }
  return false;
}
