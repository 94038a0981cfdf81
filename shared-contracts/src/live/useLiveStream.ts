import { useEffect, useRef, useSyncExternalStore } from 'react';
import { listenToLiveStream, liveStreamStatus, type LiveSignal } from './live-stream';

/**
 * Hears a section's live stream while the component is mounted, without rendering again when the stream opens or
 * drops: a page's queries hear it through this (useLiveQueries), and a page is its whole tree.
 */
export function useLiveSignals(url: string, onSignal: (signal: LiveSignal) => void): void {
  const handler = useRef(onSignal);
  handler.current = onSignal;
  useEffect(() => listenToLiveStream(url, (signal) => handler.current(signal)), [url]);
}

/**
 * useLiveSignals, and whether the stream is open (a component that says whether the page is live). The component
 * renders again whenever that changes.
 */
export function useLiveStream(url: string, onSignal: (signal: LiveSignal) => void): boolean {
  useLiveSignals(url, onSignal);
  const status = liveStreamStatus(url);
  return useSyncExternalStore(status.subscribe, status.connected, () => false);
}
