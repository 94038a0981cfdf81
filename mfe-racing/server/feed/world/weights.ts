import type { RacePlan } from './types';

/**
 * Weights carried, in pounds. Handicaps: the top-rated carries the top weight and each rating point below is a pound
 * less, down to the minimum (a horse below it is 'out of the handicap' and carries the minimum). Other races: a set
 * weight by race type, with the allowances for age (weight-for-age) and sex the rules give.
 */
const lb = (stones: number, pounds: number) => stones * 14 + pounds;
export const stLb = (pounds: number) => `${Math.floor(pounds / 14)}-${pounds % 14}`;

const TOP = { flat: lb(9, 10), jumps: lb(11, 12) };
const MIN = { flat: lb(8, 2), jumps: lb(10, 0) };

/** The 3yo's weight-for-age allowance against older horses by month (1-12), flat. */
const WFA_3YO = [14, 13, 12, 11, 9, 7, 6, 5, 4, 3, 2, 1];

export interface Weighed {
  age: number;
  female: boolean;
  rating: number;
}

export function weightsFor(plan: RacePlan, date: string, runners: Weighed[]): number[] {
  const flat = plan.type === 'Flat';
  if (plan.handicap) {
    const top = Math.max(...runners.map((r) => r.rating));
    const [topWeight, minWeight] = flat ? [TOP.flat, MIN.flat] : [TOP.jumps, MIN.jumps];
    return runners.map((r) => Math.max(minWeight, topWeight - (top - r.rating)));
  }
  const month = Number(date.slice(5, 7));
  const openToOlder = plan.maxAge === null || plan.maxAge > plan.minAge;
  const sexAllowance = plan.sex === 'any' ? (flat ? 3 : 7) : 0;
  const graded = /1/.test(plan.grade);
  return runners.map((r) => {
    let w: number;
    if (flat) {
      w = r.age === 2 ? lb(9, 2) : graded ? lb(9, 7) : lb(9, 4);
      if (r.age === 3 && openToOlder) w -= WFA_3YO[month - 1]!;
    } else if (plan.type === 'NH Flat') {
      w = lb(11, 0) - (r.age === 4 ? 3 : 0);
    } else {
      w = graded ? lb(11, 10) : plan.type === 'Chase' ? lb(11, 4) : lb(11, 2);
      if (r.age === 4 && openToOlder) w -= plan.type === 'Chase' ? 5 : 7;
    }
    if (r.female) w -= sexAllowance;
    return Math.max(flat ? lb(8, 2) : lb(10, 0), w);
  });
}
