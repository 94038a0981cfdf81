import { fractionToDecimal } from '@sl/contracts';
import { type BettingRecord, type RecordLine } from '@sl/contracts/race-history';

/** A run as a record counts it: where it finished (0 for a non-finisher) and its starting price. */
export interface Counted {
  position: number;
  startingPrice: string;
}

export function recordOf(runs: readonly Counted[]): RecordLine {
  const wins = runs.filter((r) => r.position === 1).length;
  return {
    runs: runs.length,
    wins,
    places: runs.filter((r) => r.position === 2 || r.position === 3).length,
    winPercent: runs.length ? Math.round((100 * wins) / runs.length) : 0,
  };
}

/** The record with the level-stakes result of £1 to win on every run at SP, counted in pence so it adds up exactly. */
export function bettingRecordOf(runs: readonly Counted[]): BettingRecord {
  let pence = 0;
  for (const r of runs) {
    const decimal = r.startingPrice ? fractionToDecimal(r.startingPrice) : 0;
    pence += r.position === 1 && decimal > 0 ? Math.round((decimal - 1) * 100) : -100;
  }
  return { ...recordOf(runs), profit: pence / 100 };
}

/** Records grouped by a key, in the order of `order` (keys not in it last, by most runs). */
export function recordsBy<T extends Counted, K extends string | number>(
  runs: readonly T[],
  keyOf: (run: T) => K,
  order: readonly K[] = [],
): { key: K; record: RecordLine }[] {
  const groups = new Map<K, T[]>();
  for (const r of runs) {
    const k = keyOf(r);
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  const rank = (k: K) => (order.includes(k) ? order.indexOf(k) : order.length);
  return [...groups]
    .map(([key, list]) => ({ key, record: recordOf(list) }))
    .sort((a, b) => rank(a.key) - rank(b.key) || b.record.runs - a.record.runs);
}
