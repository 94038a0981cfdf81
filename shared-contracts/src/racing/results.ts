import type { RaceResultSummary } from '@sl/contracts';

/** Who rode and trained a placed horse, for links to their profiles; and whether it started favourite. */
export interface ResultRunnerLinks {
  horseCode: string;
  jockeyCode: string;
  trainerCode: string;
  /** Started favourite (joint favourites too): the shortest starting price among the runners. */
  favourite: boolean;
}

/**
 * A result as the results pages show it: the summary every client already reads, with the race's conditions, the
 * horses that did not run, and each runner's jockey, trainer and favourite flag (added fields, none renamed).
 */
export interface RaceResultView extends RaceResultSummary {
  distance: string;
  /** GB class 1 to 7; 0 in Ireland. */
  raceClass: number;
  going: string;
  /** Horses that ran. */
  runners: number;
  nonRunners: { horseCode: string; horseName: string }[];
  links: ResultRunnerLinks[];
  /** Whether the race card is still held (the feed keeps yesterday to three days ahead; older results come alone). */
  cardAvailable: boolean;
}

export interface ResultsDay {
  date: string;
  results: RaceResultView[];
}

/** Fast results: today's, and while no race has finished today, the latest earlier day that had racing. */
export interface FastResultsDay extends ResultsDay {
  /** Set only when `results` is empty (before the first race, or a blank day such as Christmas Day). */
  latest?: ResultsDay;
}

/** How far back fast results look for the latest day with racing (UK racing stops for two days at Christmas). */
export const FAST_RESULTS_LOOKBACK_DAYS = 7;
