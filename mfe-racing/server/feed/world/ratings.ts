import type { PastRun } from './history';

/**
 * The handicapper moves a horse's rating with its results: up after a win (more for a wide margin) or a close
 * second, down after a poor run, starting each year from his view of its ability. Only runs of the last year count.
 */
export function ratingDrift(runs: readonly PastRun[], today: string): number {
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  let drift = 0;
  for (const run of runs) {
    if (run.date < yearAgo) continue;
    const e = run.entry;
    if (e.position === 1) {
      const second = run.race.finish[1];
      drift += 4 + Math.min(4, Math.round(second?.beaten ?? 1));
    } else if (e.position === 2 && e.beaten <= 2) drift += 2;
    else if (e.position === 0 || e.beaten > 10) drift -= 2;
  }
  return Math.max(-10, Math.min(10, drift));
}

/** Stars from the runner's chance against the field's best: the market's favourite earns five. */
export const starsOf = (market: number, best: number) =>
  best > 0 ? Math.max(0, Math.min(5, Math.round((5 * market) / best))) : 0;

/** 'p' open to improvement, '+' won last time, '?' failed to finish last time, 'x' a poor jumper; '' otherwise. */
export function masterSymbol(runs: readonly PastRun[], young: boolean): string {
  const last = runs[0]?.entry;
  if (runs.length <= 3 && young) return 'p';
  if (last?.position === 1) return '+';
  if (runs.filter((r) => r.entry.nonFinisher === 'F' || r.entry.nonFinisher === 'UR').length >= 2) return 'x';
  if (last && last.position === 0) return '?';
  return '';
}
