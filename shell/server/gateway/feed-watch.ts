/**
 * The gateway's own subscription to a section's live stream (Server-Sent Events, `event: change` whenever the
 * section's feed changes). While it is open, the gateway knows the moment its kept answers go stale; when it is not
 * (the section restarting, no stream at all), it keeps nothing: an answer the gateway cannot hear change is always
 * asked of the section.
 */
export interface FeedWatch {
  /** Whether the stream is open now, so changes will be heard. */
  readonly live: boolean;
  close(): void;
}

export interface FeedWatchOptions {
  /** The stream's URL at the section (the first replica: every replica reads the same feed). */
  url: string;
  /** The feed changed, or the gateway stopped hearing it: whatever was kept is stale. */
  onStale: () => void;
  /** Wait before connecting again after the stream failed or ended. */
  retryMs?: number;
  /**
   * A stream silent for this long is taken for dead and opened again (the section sends a heartbeat every 5 s; a
   * connection lost without a close would otherwise leave the gateway deaf and sure of itself).
   */
  silenceMs?: number;
  log?: (message: string, details: Record<string, unknown>) => void;
}

const DEFAULTS = { retryMs: 1_000, silenceMs: 15_000 } as const;

export function watchFeed(options: FeedWatchOptions): FeedWatch {
  const retryMs = options.retryMs ?? DEFAULTS.retryMs;
  const silenceMs = options.silenceMs ?? DEFAULTS.silenceMs;
  let live = false;
  let warned = false;
  let closed = false;
  let controller: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const deaf = () => {
    if (live) options.onStale();
    live = false;
  };

  const connect = async () => {
    retry = null;
    if (closed) return;
    controller = new AbortController();
    const own = controller;
    let silence: ReturnType<typeof setTimeout> | null = null;
    const heard = () => {
      if (silence) clearTimeout(silence);
      silence = setTimeout(() => own.abort(new Error('live stream silent')), silenceMs);
      silence.unref();
    };
    try {
      heard();
      const response = await fetch(options.url, {
        headers: { accept: 'text/event-stream' },
        signal: own.signal,
      });
      if (
        !response.ok ||
        !response.body ||
        !/text\/event-stream/.test(response.headers.get('content-type') ?? '')
      )
        throw new Error(`live stream answered ${response.status}`);
      // Whatever was kept before the stream opened was kept deaf: it goes, and from now on changes are heard.
      options.onStale();
      live = true;
      warned = false;
      const decoder = new TextDecoder();
      let pending = '';
      const reader = response.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        const chunk = read.value;
        heard();
        pending += decoder.decode(chunk, { stream: true });
        const events = pending.split('\n\n');
        pending = events.pop() ?? '';
        if (events.some((event) => /^event: change$/m.test(event))) options.onStale();
      }
      throw new Error('live stream ended');
    } catch (error) {
      // Said once when the stream is lost (or never opens), not at every retry of a section that is down.
      if (!closed && (live || !warned)) {
        warned = true;
        options.log?.('gateway feed watch lost its live stream; answers are not kept until it is back', {
          url: options.url,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    } finally {
      if (silence) clearTimeout(silence);
      deaf();
      if (!closed) {
        retry = setTimeout(() => void connect(), retryMs);
        retry.unref();
      }
    }
  };
  void connect();

  return {
    get live() {
      return live;
    },
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      controller?.abort();
      deaf();
    },
  };
}
