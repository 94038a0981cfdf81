/**
 * What the shell's gateway costs under load: requests per second and latency of the race card API call (the one
 * the racing remote makes, fetch-race-data.ts) through the shell's /api gateway, against a bare Fastify hello
 * route on the same machine as the yardstick. The ratio says how much of a Fastify process's capacity a race card
 * gets once it has been through the gateway, the racing service and its database.
 *
 * Runs wrk (wrk.ts says why) where the machine has it, else autocannon in this process, one target and one level
 * at a time, at 50 and 200 connections. Each target has a short warm-up first (not counted) so neither is measured
 * before the JIT has seen its code.
 */
import autocannon from 'autocannon';
import { startHelloServer } from './hello-server';
import { runWrk, wrkAvailable } from './wrk';

export const CONNECTION_LEVELS = [50, 200] as const;

export interface ThroughputFigure {
  target: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: number;
  /** Req/s of every round, in order, when the figure is the median round of several. */
  rounds?: number[];
}

/** The load generator the figures come from, for the bench's titles. */
export const loadGenerator = (): 'wrk' | 'autocannon' => (wrkAvailable() ? 'wrk' : 'autocannon');

export async function measure(
  target: string,
  url: string,
  connections: number,
  durationSeconds: number,
  headers: Record<string, string> = {},
): Promise<ThroughputFigure> {
  if (wrkAvailable()) {
    const result = await runWrk(url, connections, durationSeconds, headers);
    return {
      target,
      connections,
      requestsPerSecond: result.requestsPerSecond,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      errors: result.socketErrors + result.timeouts,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      requests: result.requests,
    };
  }
  const result = await autocannon({ url, connections, duration: durationSeconds, timeout: 10, headers });
  return {
    target,
    connections,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** Load not counted, so no target is measured before the JIT (and any cache) has seen its path. */
export async function warmUp(url: string, headers: Record<string, string>, seconds: number): Promise<void> {
  await measure('warm-up', url, 10, seconds, headers);
}

/** What Chromium sends: the race card then comes brotli-compressed (about 6 KB instead of 38). */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * Hello route, then the race card through the gateway (asked with no Accept-Encoding, and as a browser asks), at
 * every connection level, in `rounds` rounds: each round measures the three one after another for
 * `durationSeconds`, so a slow spell of this shared machine falls on all of them rather than on one. Each figure
 * is its target's median round; `ratios` are the race card's req/s over the hello route's in the same round, at
 * the first level, by round.
 */
export async function gatewayThroughput(
  raceCardUrl: string,
  durationSeconds: number,
  rounds: number,
  log: (line: string) => void = console.log,
): Promise<{ figures: ThroughputFigure[]; ratios: Record<string, number[]> }> {
  const hello = await startHelloServer();
  const targets = [
    ['fastify hello', hello.url, {}],
    ['race card via gateway', raceCardUrl, {}],
    ['race card via gateway, br', raceCardUrl, BROWSER_ENCODINGS],
  ] as const;
  const figures: ThroughputFigure[] = [];
  const ratios: Record<string, number[]> = {};
  try {
    for (const [, url, headers] of targets) await warmUp(url, headers, 2);
    for (const connections of CONNECTION_LEVELS) {
      const byTarget = new Map<string, ThroughputFigure[]>();
      for (let round = 0; round < rounds; round += 1) {
        const inRound = new Map<string, number>();
        for (const [target, url, headers] of targets) {
          const figure = await measure(target, url, connections, durationSeconds, headers);
          log(
            `round ${round + 1}: ${target} at ${connections} connections: ${figure.requestsPerSecond.toFixed(0)} req/s`,
          );
          byTarget.set(target, [...(byTarget.get(target) ?? []), figure]);
          inRound.set(target, figure.requestsPerSecond);
        }
        if (connections !== CONNECTION_LEVELS[0]) continue;
        const helloRate = inRound.get('fastify hello') ?? 0;
        for (const [target] of targets.slice(1))
          if (helloRate > 0)
            ratios[target] = [...(ratios[target] ?? []), (inRound.get(target) ?? 0) / helloRate];
      }
      for (const [, measured] of byTarget) {
        const sorted = [...measured].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
        const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
        figures.push({ ...median, rounds: measured.map((f) => f.requestsPerSecond) });
      }
    }
  } finally {
    await hello.close();
  }
  return { figures, ratios };
}
