import { LIVE_OPEN_DELAY_MS, type LiveChangeEvent } from './live-paths';

/** `change` is a feed change; `opened` is the stream (re)opening, when what a page holds may be stale. */
export type LiveSignal = { kind: 'change'; change: LiveChangeEvent } | { kind: 'opened' };

type Listener = (signal: LiveSignal) => void;

interface Stream {
  url: string;
  listeners: Set<Listener>;
  statusListeners: Set<() => void>;
  source: EventSource | null;
  connected: boolean;
  openTimer: ReturnType<typeof setTimeout> | null;
  onVisibility: () => void;
  status: LiveStreamStatus;
}

export interface LiveStreamStatus {
  connected: () => boolean;
  subscribe: (notify: () => void) => () => void;
}

/** One EventSource per stream per page, however many components listen: a browser allows few connections per host. */
const streams = new Map<string, Stream>();

function setConnected(stream: Stream, connected: boolean) {
  if (stream.connected === connected) return;
  stream.connected = connected;
  for (const notify of stream.statusListeners) notify();
}

function close(stream: Stream) {
  if (stream.openTimer) clearTimeout(stream.openTimer);
  stream.openTimer = null;
  stream.source?.close();
  stream.source = null;
  setConnected(stream, false);
}

function connect(stream: Stream) {
  if (stream.source || typeof EventSource === 'undefined') return;
  const source = new EventSource(stream.url);
  stream.source = source;
  source.addEventListener('open', () => {
    setConnected(stream, true);
    for (const listener of stream.listeners) listener({ kind: 'opened' });
  });
  source.addEventListener('change', (event) => {
    let change: LiveChangeEvent;
    try {
      change = JSON.parse((event as MessageEvent<string>).data) as LiveChangeEvent;
    } catch {
      return;
    }
    for (const listener of stream.listeners) listener({ kind: 'change', change });
  });
  // EventSource reconnects by itself (the server's retry field); until it has, the page polls.
  source.addEventListener('error', () => setConnected(stream, false));
}

/** Opens once the page has loaded and settled, and only while it is visible (hidden tabs hold no connection). */
function scheduleOpen(stream: Stream) {
  if (stream.source || stream.openTimer || typeof document === 'undefined') return;
  if (document.visibilityState === 'hidden') return;
  const start = () => {
    stream.openTimer = setTimeout(() => {
      stream.openTimer = null;
      if (document.visibilityState !== 'hidden' && stream.listeners.size > 0) connect(stream);
    }, LIVE_OPEN_DELAY_MS);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function streamFor(url: string): Stream {
  let stream = streams.get(url);
  if (!stream) {
    const created: Stream = {
      url,
      listeners: new Set(),
      statusListeners: new Set(),
      source: null,
      connected: false,
      openTimer: null,
      onVisibility: () => (document.visibilityState === 'hidden' ? close(created) : scheduleOpen(created)),
      status: {
        connected: () => created.connected,
        subscribe: (notify) => {
          created.statusListeners.add(notify);
          return () => created.statusListeners.delete(notify);
        },
      },
    };
    stream = created;
    streams.set(url, stream);
  }
  return stream;
}

/**
 * Listens to a live stream (LIVE_STREAMS): the first listener opens it, the last one closes it. Answers the
 * function that stops listening.
 */
export function listenToLiveStream(url: string, listener: Listener): () => void {
  const stream = streamFor(url);
  if (stream.listeners.size === 0 && typeof document !== 'undefined')
    document.addEventListener('visibilitychange', stream.onVisibility);
  stream.listeners.add(listener);
  scheduleOpen(stream);
  return () => {
    stream.listeners.delete(listener);
    if (stream.listeners.size > 0) return;
    if (typeof document !== 'undefined')
      document.removeEventListener('visibilitychange', stream.onVisibility);
    close(stream);
  };
}

/** Whether the stream is open now, and a way to hear when that changes (stable per URL, for useSyncExternalStore). */
export function liveStreamStatus(url: string): LiveStreamStatus {
  return streamFor(url).status;
}
