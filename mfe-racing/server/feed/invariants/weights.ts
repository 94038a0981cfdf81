import type { Entry } from '@sl/contracts';
import { entryLabel, raceLabel, type Day } from './day';
import { raceCodeOf, type RaceType } from './race-code';

/** A weight 'st-lb' in pounds; null when it is not one. */
export function parseWeight(weight: string): number | null {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(weight.trim());
  if (!match) return null;
  const [stones, pounds] = [Number(match[1]), Number(match[2])];
  return pounds > 13 ? null : stones * 14 + pounds;
}

const lb = (stones: number, pounds: number) => stones * 14 + pounds;
const st = (pounds: number) => `${Math.floor(pounds / 14)}-${pounds % 14}`;

/** Weights carried by race type, in pounds (jumps 10-0 to 12-7, bumpers to 12-0, flat 7-7 to 10-2). */
export const WEIGHT_RANGES: Record<RaceType, { min: number; max: number }> = {
  Flat: { min: lb(7, 7), max: lb(10, 2) },
  Hurdle: { min: lb(10, 0), max: lb(12, 7) },
  Chase: { min: lb(10, 0), max: lb(12, 7) },
  'NH Flat': { min: lb(10, 0), max: lb(12, 0) },
};

/** Ages by race type: flat from 2, hurdles from 3 (juveniles), chases from 4, bumpers 4 to 7. */
export const AGE_RANGES: Record<RaceType, { min: number; max: number | null }> = {
  Flat: { min: 2, max: null },
  Hurdle: { min: 3, max: null },
  Chase: { min: 4, max: null },
  'NH Flat': { min: 4, max: 7 },
};

/** Runners carry a weight in the race type's range; a dropped-out entry's weight is checked when it has one. */
export function weightProblems(day: Day): string[] {
  const problems: string[] = [];
  for (const race of day.races) {
    const { type } = raceCodeOf(race);
    const range = WEIGHT_RANGES[type];
    for (const e of race.entries) {
      if (e.weight === '' && e.statusId !== 21) continue;
      const pounds = parseWeight(e.weight);
      if (pounds === null)
        problems.push(`${raceLabel(race)}: ${entryLabel(e)} has weight "${e.weight}", not st-lb`);
      else if (pounds < range.min || pounds > range.max)
        problems.push(
          `${raceLabel(race)}: ${entryLabel(e)} carries ${e.weight} in a ${type} race (${st(range.min)} to ${st(range.max)})`,
        );
    }
  }
  return problems;
}

const ageProblem = (type: RaceType, e: Entry): boolean => {
  const { min, max } = AGE_RANGES[type];
  return e.age < min || (max !== null && e.age > max);
};

/** Every entry's age fits the race type. */
export const ageProblems = (day: Day): string[] =>
  day.races.flatMap((race) => {
    const { type } = raceCodeOf(race);
    const { min, max } = AGE_RANGES[type];
    return race.entries
      .filter((e) => ageProblem(type, e))
      .map(
        (e) =>
          `${raceLabel(race)}: ${e.horseName} is ${e.age} in a ${type} race (ages ${min}${max === null ? ' and up' : ` to ${max}`})`,
      );
  });
