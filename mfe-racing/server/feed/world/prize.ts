import type { RacePlan } from './types';

/**
 * Winner's prizes. GB pays by class (class 1 £30k up, class 7 about £2k); Ireland has no classes and pays in euros.
 * Within a meeting every race of a class is drawn at the same point of its class's range, then a higher class is
 * lifted to at least the best-paid lower class: a class 3 never pays less than a class 4 on the same card.
 */
export const GB_CLASS_PRIZE: Record<number, readonly [number, number]> = {
  1: [30_000, 1_000_000],
  2: [12_000, 60_000],
  3: [7_000, 15_000],
  4: [4_000, 8_000],
  5: [3_000, 5_000],
  6: [2_500, 3_600],
  7: [2_000, 2_600],
};

const CLASS_ONE: Record<string, readonly [number, number]> = {
  Listed: [30_000, 45_000],
  'Group 3': [40_000, 75_000],
  'Grade 3': [30_000, 60_000],
  'Group 2': [60_000, 140_000],
  'Grade 2': [40_000, 90_000],
  'Grade 1': [70_000, 400_000],
  'Group 1': [150_000, 900_000],
  '': [40_000, 120_000],
};

const IE: Record<string, readonly [number, number]> = {
  Listed: [27_000, 40_000],
  'Group 3': [40_000, 60_000],
  'Grade 3': [30_000, 50_000],
  'Group 2': [60_000, 100_000],
  'Grade 2': [45_000, 75_000],
  'Grade 1': [90_000, 300_000],
  'Group 1': [150_000, 600_000],
};

const within = ([lo, hi]: readonly [number, number], t: number) => Math.round(lo + (hi - lo) * t);

/** The prize at level t (0..1, the meeting's standing: track, day) for a race with no fixed prize. */
export function prizeFor(
  country: 'GB' | 'IE',
  race: Pick<RacePlan, 'raceClass' | 'grade' | 'handicap' | 'ratingBand'>,
  t: number,
): number {
  if (country === 'IE') {
    const graded = IE[race.grade];
    if (graded) return within(graded, t * t);
    // Ordinary Irish races: €8k to €15k, better handicaps paying more.
    const bandLift = race.ratingBand ? Math.min(1, Math.max(0, (race.ratingBand[1] - 50) / 90)) : 0.2;
    return within([8_000, 15_000], 0.5 * t + 0.5 * bandLift);
  }
  if (race.raceClass === 1) return within(CLASS_ONE[race.grade] ?? CLASS_ONE['']!, t * t);
  const range = GB_CLASS_PRIZE[race.raceClass] ?? GB_CLASS_PRIZE[5]!;
  // Class 2 spans £12k to £60k: an ordinary class 2 sits in its lower half; only the festivals' big handicaps
  // (which carry their own prizes) reach the top.
  return within(range, race.raceClass === 2 ? 0.55 * t * t : t);
}

/** Lift each GB class to at least the best prize of every lower class on the card (by class number). */
export function monotonePrizes<T extends Pick<RacePlan, 'raceClass' | 'prize'>>(races: T[]): T[] {
  const best = new Map<number, number>();
  for (const r of races) best.set(r.raceClass, Math.max(best.get(r.raceClass) ?? 0, r.prize));
  const floor = new Map<number, number>();
  let running = 0;
  for (let c = 7; c >= 1; c--) {
    floor.set(c, running);
    running = Math.max(running, best.get(c) ?? 0);
  }
  return races.map((r) =>
    r.raceClass >= 1 && (floor.get(r.raceClass) ?? 0) > r.prize
      ? { ...r, prize: floor.get(r.raceClass) ?? r.prize }
      : r,
  );
}
