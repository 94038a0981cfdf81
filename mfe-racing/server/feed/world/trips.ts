import type { SeededRandom } from '@sl/server-kit';
import type { Course } from '../courses';
import { FURLONG } from './distance';
import { mix } from './rng';

/**
 * Trips by race type. A course's trip over a given number of furlongs always has the same odd yards (its start is
 * where it is), so '1m 2f 56y' at York is the same every day; the longest trip of a range stays exact.
 */
type Weighted = ReadonlyArray<readonly [furlongs: number, weight: number]>;

export const FLAT_TURF: Weighted = [
  [5, 14],
  [6, 16],
  [7, 14],
  [8, 14],
  [9, 4],
  [10, 12],
  [11, 5],
  [12, 10],
  [14, 6],
  [16, 4],
  [18, 1],
];
export const FLAT_AW: Weighted = [
  [5, 10],
  [6, 16],
  [7, 14],
  [8, 16],
  [9, 4],
  [10, 12],
  [12, 8],
  [14, 5],
  [16, 4],
];
export const HURDLE: Weighted = [
  [16, 25],
  [17, 8],
  [19, 10],
  [20, 16],
  [21, 8],
  [23, 8],
  [24, 14],
  [26, 5],
  [27, 2],
];
export const CHASE: Weighted = [
  [16, 14],
  [17, 6],
  [19, 8],
  [20, 14],
  [21, 8],
  [23, 8],
  [24, 14],
  [26, 8],
  [29, 2],
  [32, 1],
];
export const BUMPER: Weighted = [
  [14, 8],
  [16, 60],
  [17, 12],
  [18, 5],
  [20, 5],
];

const ODD_YARDS = [0, 0, 0, 0, 0, 6, 10, 16, 21, 37, 44, 56, 70, 100, 110, 115, 150, 170];

export function pickFurlongs(rng: SeededRandom, table: Weighted, min = 0, max = 99): number {
  const rows = table.filter(([f]) => f >= min && f <= max);
  const total = rows.reduce((s, [, w]) => s + w, 0);
  let r = rng.next() * total;
  for (const [f, w] of rows) {
    r -= w;
    if (r < 0) return f;
  }
  return rows[rows.length - 1]?.[0] ?? min;
}

/** The course's trip in yards for that many furlongs, kept inside the type's range. */
export function tripYards(course: Course, furlongs: number, range: readonly [number, number]): number {
  const base = furlongs * FURLONG;
  const extra = ODD_YARDS[mix(course.id, furlongs) % ODD_YARDS.length] ?? 0;
  return base + extra <= range[1] ? base + extra : base;
}
