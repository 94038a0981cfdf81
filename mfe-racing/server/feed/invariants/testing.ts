import { dayProblems, type RuleName } from '../invariants';
import { validDay } from '../fixtures/valid-day';
import type { Day } from './day';

/** The problems every rule (or the ones named) finds in the valid day after one change. */
export function problemsAfter(change: (day: Day) => void, rules?: readonly RuleName[]): string[] {
  const day = validDay();
  change(day);
  return dayProblems(day, rules);
}
