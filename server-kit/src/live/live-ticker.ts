/** One item's live fingerprint: when it differs from the last tick's, the item changed. */
export type LiveSample = ReadonlyMap<string, string>;

export interface LiveChange {
  /** Ids of the items added, removed or changed since the last tick, sorted. */
  ids: string[];
  /** When the change was seen (ISO). */
  at: string;
}

export interface LiveTickerOptions {
  /** The live items as they stand now, each with a fingerprint of what a page shows of it. */
  sample: () => Promise<LiveSample>;
  tickMs: number;
  onError?: (error: unknown) => void;
  now?: () => Date;
}

export interface LiveTicker {
  /** Starts ticking with the first subscriber; the ticker stops when the last one leaves. */
  subscribe(listener: (change: LiveChange) => void): () => void;
  /** Subscribers now (open streams), for limits and metrics. */
  readonly size: number;
  /** Samples once now (tests and a feed write that wants its change out before the next tick). */
  tick(): Promise<void>;
  stop(): void;
}

/** The ids whose fingerprint differs between two samples, sorted (an id in only one of them counts too). */
export function changedIds(before: LiveSample, after: LiveSample): string[] {
  const ids = new Set<string>();
  for (const [id, print] of after) if (before.get(id) !== print) ids.add(id);
  for (const id of before.keys()) if (!after.has(id)) ids.add(id);
  return [...ids].sort();
}

/**
 * Turns a feed that changes with the clock (scores, match minutes, results declared) into change events: it samples
 * while anyone listens, once a tick, and tells every listener which items changed. One ticker serves every open
 * stream of a service, so the cost of sampling does not grow with readers.
 */
export function createLiveTicker(options: LiveTickerOptions): LiveTicker {
  const listeners = new Set<(change: LiveChange) => void>();
  const now = options.now ?? (() => new Date());
  let last: LiveSample | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<void> | null = null;

  const sampleOnce = async () => {
    const next = await options.sample();
    if (last) {
      const ids = changedIds(last, next);
      if (ids.length > 0) {
        const change = { ids, at: now().toISOString() };
        for (const listener of listeners) listener(change);
      }
    }
    last = next;
  };
  const tick = () => {
    // A slow sample is never overlapped by the next tick: the feed is asked at most once at a time.
    running ??= sampleOnce()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => (running = null));
    return running;
  };
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
    last = null;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!timer) {
        timer = setInterval(() => void tick(), options.tickMs);
        timer.unref();
        void tick();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
      };
    },
    get size() {
      return listeners.size;
    },
    tick,
    stop() {
      listeners.clear();
      stop();
    },
  };
}
