import type { SeededRandom } from '@sl/server-kit';

/**
 * Off times. Afternoon cards start between 12:00 and 14:00 (winter jumps 12:00 to 13:00, and finish before dark),
 * summer evening cards at 17:30 to 18:00, winter all-weather evening cards at 16:00 to 17:30; races 25 to 40 minutes
 * apart, on five-minute marks.
 */
export type Session = 'afternoon' | 'evening';

/** The last off a turf card can have before dark, by month (no limit from April to September). */
const LAST_LIGHT = [
  16 * 60 + 20,
  17 * 60,
  17 * 60 + 45,
  24 * 60,
  24 * 60,
  24 * 60,
  24 * 60,
  24 * 60,
  24 * 60,
  17 * 60 + 45,
  16 * 60 + 15,
  16 * 60 + 10,
];

export function firstOffWindow(
  session: Session,
  month: number,
  surface: 'Turf' | 'AW',
  winterJumps: boolean,
): [number, number] {
  if (session === 'evening')
    return surface === 'AW' && (month <= 3 || month >= 10)
      ? [16 * 60, 17 * 60 + 30]
      : [17 * 60 + 30, 18 * 60];
  if (winterJumps) return [12 * 60, 13 * 60];
  if (month <= 2 || month >= 11) return [12 * 60, 13 * 60 + 30];
  return [12 * 60 + 45, 14 * 60];
}

/**
 * The card's off times. `slot` spreads the day's meetings over the window (0 first … 1 last) so their races
 * interleave instead of clashing.
 */
export function offTimes(
  rng: SeededRandom,
  races: number,
  window: [number, number],
  slot: number,
  month: number,
  turf: boolean,
): number[] {
  const [lo, hi] = window;
  let first = lo + Math.round(((hi - lo) * slot) / 5) * 5;
  const gaps = Array.from({ length: races - 1 }, () => 30 + 5 * rng.int(0, 1));
  const limit = turf ? (LAST_LIGHT[month - 1] ?? 24 * 60) : 24 * 60;
  const span = () => gaps.reduce((s, g) => s + g, 0);
  if (first + span() > limit) first = Math.max(lo, Math.floor((limit - span()) / 5) * 5);
  for (let i = 0; first + span() > limit && i < gaps.length * 2; i++) {
    const j = i % gaps.length;
    gaps[j] = Math.max(25, (gaps[j] ?? 30) - 5);
  }
  const times = [first];
  for (const g of gaps) times.push((times[times.length - 1] ?? first) + g);
  return times;
}
