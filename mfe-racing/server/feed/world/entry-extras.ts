import type { HorseSex } from '@sl/contracts';
import { dayNumber, hash } from './hash';
import { sexOn, type WorldHorse } from './horses';
import type { PastRun } from './history';
import type { Jockey } from './people';
import type { RacePlan } from './types';

const SEX_CODES = { colt: 'c', filly: 'f', gelding: 'g', horse: 'h', mare: 'm' } as const;

export const sexCodeOn = (h: WorldHorse, date: string): HorseSex => SEX_CODES[sexOn(h, date)];

/** Flat trainers reach for cheekpieces and blinkers, jumps trainers for a tongue strap. */
const FLAT_GEAR = ['p', 'p', 'p', 'b', 'b', 'b', 't', 't', 'h', 'h', 'v', 'e/s'] as const;
const JUMPS_GEAR = ['t', 't', 't', 't', 'p', 'p', 'p', 'h', 'h', 'b', 'v', 'e/s'] as const;

/**
 * The headgear a horse wears on a day: about two horses in five are fitted with something at a point in their
 * career and keep it on. "1" marks the first run in it: none of its earlier runs came after it was fitted.
 */
export function headgearOn(h: WorldHorse, date: string, runs: readonly PastRun[], jumps: boolean): string {
  if (hash(h.serial, 71) % 100 >= 40) return '';
  const fitted = h.debutDay + (hash(h.serial, 72) % 500);
  const today = dayNumber(date);
  if (today < fitted) return '';
  const list = jumps ? JUMPS_GEAR : FLAT_GEAR;
  const gear = list[hash(h.serial, 73) % list.length]!;
  const wornBefore = runs.some((r) => dayNumber(r.date) >= fitted);
  return wornBefore ? gear : `${gear}1`;
}

/**
 * The official rating a card shows. Every handicapper has one (its weight follows it); a bumper horse has none;
 * otherwise a horse is rated once it has three runs or a win in its record.
 */
export function officialRatingOf(plan: RacePlan, rating: number, runs: readonly PastRun[]): number {
  if (plan.handicap) return Math.max(1, rating);
  if (plan.type === 'NH Flat') return 0;
  const rated = runs.length >= 3 || runs.some((r) => r.entry.position === 1);
  return rated ? Math.max(1, rating) : 0;
}

/** Allowances are not claimable in Pattern, Graded and Listed races, nor in Class 1 races. */
const claimAllowed = (plan: RacePlan) => plan.grade === '' && plan.raceClass !== 1;

export const jockeyClaimIn = (plan: RacePlan, jockey: Jockey | null): number =>
  jockey && claimAllowed(plan) ? jockey.claim : 0;
