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
} as const satisfies Record<string, DayRule>;

export type RuleName = keyof typeof DAY_RULES;
export const RULE_NAMES = Object.keys(DAY_RULES) as RuleName[];

/** Every problem the named rules (all of them unless told) find in a day, rule by rule. */
export function dayProblems(day: Day, rules: readonly RuleName[] = RULE_NAMES): string[] {
  return rules.flatMap((name) => DAY_RULES[name](day));
}

export type { Day, DayRule } from './invariants/day';
export { raceCodeOf, flatTurfSeason, inFlatTurfSeason, jumpsInSeason } from './invariants/race-code';
export type { RaceCode, RaceKind, RaceType, Surface } from './invariants/race-code';
export { RACE_BOOK_RANGE, BOOKMAKER_BOOK_RANGE, raceBook, bookmakerBooks } from './invariants/market';
export { JOCKEY_TRAVEL_MINUTES } from './invariants/people';
export { parseWeight, WEIGHT_RANGES, AGE_RANGES } from './invariants/weights';
export { JUMPS_ONLY_NON_FINISHER_CODES } from './invariants/results';
export { FORM_LENGTH, formFigure, formOf, newestFirst } from './invariants/form';
export { COMMENT_KEYWORDS, commentProblems } from './invariants/comments';
export { historyProblems } from './invariants/history';
