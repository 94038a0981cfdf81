import { useEffect, useRef, useSyncExternalStore } from 'react';
import { listenToLiveStream, liveStreamStatus, type LiveSignal } from './live-stream';

/**
 * Hears a section's live stream while the component is mounted and answers whether it is open (a component may
 * say whether the page is live). Sections' queries use it through useLiveQueries.
 */
export function useLiveStream(url: string, onSignal: (signal: LiveSignal) => void): boolean {
  const handler = useRef(onSignal);
  handler.current = onSignal;
  useEffect(() => listenToLiveStream(url, (signal) => handler.current(signal)), [url]);
  const status = liveStreamStatus(url);
  return useSyncExternalStore(status.subscribe, status.connected, () => false);
}
