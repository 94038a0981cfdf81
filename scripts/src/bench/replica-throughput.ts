/**
 * What a second replica buys: the race card API at 50 connections through a shell whose gateway has one racing
 * replica, and through one whose gateway spreads it over two, in one run on one PostgreSQL database
 * (startReplicaSites). Both shells and every process share this machine's cores, so the figure says what a second
 * replica adds on the same hardware; on a second machine it would add that machine's cores too.
 */
import { startReplicaSites } from '../start/replica-sites';
import { firstRace } from './bench-pages';
import { measure, warmUp, type ThroughputFigure } from './gateway-throughput';

export async function replicaThroughput(
  serverUrl: string,
  durationSeconds: number,
  log: (line: string) => void = console.log,
): Promise<{ apiPath: string; figures: ThroughputFigure[] }> {
  const sites = await startReplicaSites(serverUrl, { aRacingAlone: true });
  try {
    const race = await firstRace(sites.a.url);
    const figures: ThroughputFigure[] = [];
    for (const [target, base] of [
      ['one racing replica', sites.a.url],
      ['two racing replicas', sites.b.url],
    ] as const) {
      const url = `${base}${race.apiPath}`;
      // Warm-up, not counted: both racing replicas have read the card and JIT-compiled their path.
      await warmUp(url, {}, 3);
      const figure = await measure(target, url, 50, durationSeconds);
      log(`${target} at 50 connections: ${figure.requestsPerSecond.toFixed(0)} req/s`);
      figures.push(figure);
    }
    return { apiPath: race.apiPath, figures };
  } finally {
    await sites.stop();
  }
}
