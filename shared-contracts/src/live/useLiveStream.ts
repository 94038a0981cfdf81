import { useEffect, useRef, useSyncExternalStore } from 'react';
import { listenToLiveStream, liveStreamStatus, type LiveSignal } from './live-stream';

/**
 * Hears a section's live stream while the component is mounted and answers whether it is open: while it is,
 * the section's live queries need no polling (they refetch when told); while it is not, they poll as before.
 */
export function useLiveStream(url: string, onSignal: (signal: LiveSignal) => void): boolean {
  const handler = useRef(onSignal);
  handler.current = onSignal;
  useEffect(() => listenToLiveStream(url, (signal) => handler.current(signal)), [url]);
  const status = liveStreamStatus(url);
  return useSyncExternalStore(status.subscribe, status.connected, () => false);
}
