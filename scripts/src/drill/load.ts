/** One request of the drill's steady load: when it was sent, where, and whether it succeeded. */
interface Sample {
  at: number;
  url: string;
  ok: boolean;
}

export interface Load {
  /** Samples sent between `from` and `to` (epoch ms). */
  between(from: number, to: number): Sample[];
  stop(): Promise<Sample[]>;
}

/**
 * A steady load like a few busy visitors: `workers` loops, each asking the URLs in turn with a 5 s time-out and a
 * short pause, recording every answer. A 2xx-3xx answer is a success; anything else, or no answer, a failure.
 */
export function startLoad(urls: string[], workers = 6, pauseMs = 25): Load {
  const samples: Sample[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    let i = worker;
    while (running) {
      const url = urls[i++ % urls.length] as string;
      const at = Date.now();
      let ok = false;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
        await response.arrayBuffer();
        ok = response.status < 400;
      } catch {
        ok = false;
      }
      samples.push({ at, url, ok });
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  });
  return {
    between: (from, to) => samples.filter((s) => s.at >= from && s.at <= to),
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return samples;
    },
  };
}

/** Polls `url` until it answers 2xx; answers the epoch ms it first did, or null after `timeoutMs`. */
export async function firstSuccess(url: string, timeoutMs: number): Promise<number | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return Date.now();
    } catch {
      // Still down.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}
