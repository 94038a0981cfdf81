import type { Course } from '../courses';
import { SATURDAY, dayOf, lastOfMonth, onOrAfter } from './dates';

/**
 * The flat turf season, Britain's and Ireland's alike: from the Lincoln meeting at Doncaster (the last Saturday of
 * March) to the November Handicap meeting there (the Saturday between 5 and 11 November), both days included.
 * Outside it flat racing is on the all-weather tracks only.
 */
export function flatTurfSeason(year: number): { first: number; last: number } {
  return { first: lastOfMonth(year, 3, SATURDAY), last: onOrAfter(year, 11, 5, SATURDAY) };
}

const seasons = new Map<number, { first: number; last: number }>();
export function inFlatTurfSeason(day: number, year: number): boolean {
  let s = seasons.get(year);
  if (!s) {
    s = flatTurfSeason(year);
    seasons.set(year, s);
  }
  return day >= s.first && day <= s.last;
}

/** A course's jumping months: 'winter' October to April, 'summer' May to October, or all year. */
export function inJumpsSeason(course: Course, month: number): boolean {
  switch (course.jumps) {
    case 'winter':
      return month >= 10 || month <= 4;
    case 'summer':
      return month >= 5 && month <= 10;
    case 'all-year':
      return true;
    case null:
      return false;
  }
}

/** High summer, when jumping is down to a meeting or two a day at the summer tracks. */
export const highSummer = (month: number): boolean => month >= 6 && month <= 8;

/** Two-year-olds race from the start of the turf season to the end of the year (they turn three on 1 January). */
export const juvenilesRacing = (day: number, year: number): boolean =>
  day >= flatTurfSeason(year).first && day <= dayOf(year, 12, 31);
