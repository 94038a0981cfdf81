/**
 * wrk (Debian's `wrk`, C) as the load generator of the throughput figures. autocannon, in this process, turns every
 * response body into a JavaScript string (its `req.body += data`): at a 5 KB race card that was half of its CPU, and
 * on this 2-core machine the generator then took the cores the gateway needed, so the figure measured the
 * generator's decoding more than the gateway. wrk reads bodies without decoding them.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';

export const wrkAvailable = (): boolean => existsSync(WRK);

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connect, read and write errors. */
  socketErrors: number;
  timeouts: number;
  /** Answers outside 2xx and 3xx. */
  non2xx: number;
}

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000 };

function latencyMs(text: string, percentile: string): number {
  const match = new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(text);
  if (!match) throw new Error(`wrk printed no ${percentile}% latency:\n${text}`);
  const value = Number(match[1]);
  // Divided rather than multiplied by 0.001, which would print 59 µs as 0.059000000000000004 ms.
  return match[2] === 'us' ? value / 1000 : value * UNIT_MS[match[2]!]!;
}

/** Reads wrk's report (`--latency`): requests per second, median and 99th percentile latency, errors. */
export function parseWrk(text: string): WrkResult {
  const rate = /^Requests\/sec:\s+([\d.]+)/m.exec(text);
  const total = /^\s*(\d+) requests in /m.exec(text);
  if (!rate || !total) throw new Error(`wrk printed no totals:\n${text}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(text);
  return {
    requestsPerSecond: Number(rate[1]),
    p50Ms: latencyMs(text, '50'),
    p99Ms: latencyMs(text, '99'),
    requests: Number(total[1]),
    socketErrors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
    non2xx: non2xx ? Number(non2xx[1]) : 0,
  };
}

/** One wrk run: one thread (as autocannon was), `connections` open, for `seconds`, a request time-out of 10 s. */
export async function runWrk(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<WrkResult> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const { stdout } = await run(WRK, [...args, url], { maxBuffer: 1024 * 1024 });
  return parseWrk(stdout);
}
