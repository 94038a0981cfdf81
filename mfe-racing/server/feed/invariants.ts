import { ageProblems, weightProblems } from './invariants/weights';
import { commentRuleProblems } from './invariants/comments';
import {
  courseCodeProblems,
  flatTurfSeasonProblems,
  jumpsSeasonProblems,
  knownCourseProblems,
  meetingCodeProblems,
  meetingGoingProblems,
} from './invariants/courses';
import type { Day, DayRule } from './invariants/day';
import { badgeProblems } from './invariants/badges';
import {
  claimProblems,
  daysSinceRunProblems,
  officialRatingProblems,
  personFormProblems,
  sexProblems,
  silkProblems,
  verdictProblems,
} from './invariants/entry-extras';
import { forecastProblems } from './invariants/forecast';
import { entryStatusProblems, raceIdentityProblems } from './invariants/entries';
import { formProblems, horseHistoryInDayProblems, performanceDateProblems } from './invariants/form';
import { bookmakerBookProblems, raceBookProblems } from './invariants/market';
import {
  horseOncePerDayProblems,
  jockeyOncePerRaceProblems,
  jockeyTravelProblems,
  trainerNameProblems,
} from './invariants/people';
import {
  flatNonFinisherCodeProblems,
  nonFinisherCodeProblems,
  placingRunnerProblems,
  resultPositionProblems,
  winnerDistanceProblems,
} from './invariants/results';

/**
 * The racing feed's invariants: what a real day of racing always satisfies. The importer checks a file against
 * them and the world model's property tests check generated days, so both answer to the same rules.
 */
export const DAY_RULES = {
  raceIdentity: raceIdentityProblems,
  entryStatus: entryStatusProblems,
  knownCourse: knownCourseProblems,
  courseCode: courseCodeProblems,
  flatTurfSeason: flatTurfSeasonProblems,
  jumpsSeason: jumpsSeasonProblems,
  meetingCode: meetingCodeProblems,
  meetingGoing: meetingGoingProblems,
  raceBook: raceBookProblems,
  bookmakerBook: bookmakerBookProblems,
  jockeyOncePerRace: jockeyOncePerRaceProblems,
  horseOncePerDay: horseOncePerDayProblems,
  jockeyTravel: jockeyTravelProblems,
  trainerNames: trainerNameProblems,
  weights: weightProblems,
  ages: ageProblems,
  resultPositions: resultPositionProblems,
  nonFinisherCodes: nonFinisherCodeProblems,
  flatNonFinisherCodes: flatNonFinisherCodeProblems,
  winnerDistance: winnerDistanceProblems,
  placingRunners: placingRunnerProblems,
  form: formProblems,
  performanceDates: performanceDateProblems,
  horseHistoryInDay: horseHistoryInDayProblems,
  comments: commentRuleProblems,
  silks: silkProblems,
  sexes: sexProblems,
  officialRatings: officialRatingProblems,
  daysSinceRun: daysSinceRunProblems,
  badges: badgeProblems,
  claims: claimProblems,
  personForm: personFormProblems,
  forecast: forecastProblems,
  verdict: verdictProblems,
} as const satisfies Record<string, DayRule>;

export type RuleName = keyof typeof DAY_RULES;
export const RULE_NAMES = Object.keys(DAY_RULES) as RuleName[];

/** Every problem the named rules (all of them unless told) find in a day, rule by rule. */
export function dayProblems(day: Day, rules: readonly RuleName[] = RULE_NAMES): string[] {
  return rules.flatMap((name) => DAY_RULES[name](day));
}

export type { Day, DayRule } from './invariants/day';
export { parseWeight, WEIGHT_RANGES, AGE_RANGES } from './invariants/weights';
export { formOf } from './invariants/form';
export { commentProblems } from './invariants/comments';
export { historyProblems } from './invariants/history';
