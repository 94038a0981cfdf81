/**
 * Early entries: the horses entered for the big races of the coming weeks. An entry must fit the race's
 * conditions on the day it is run (the same conditions the declared fields are drawn under).
 */
export type EntryRaceType = 'Flat' | 'Hurdle' | 'Chase' | 'NH Flat';

export interface EntryRaceConditions {
  type: EntryRaceType;
  minAge: number;
  /** null for "and up" races. */
  maxAge: number | null;
  sex: 'any' | 'fillies' | 'mares';
  /** A handicap's official-rating band; null for other races. */
  ratingBand: [number, number] | null;
}

/** What an entry needs to know of a horse, on the day of the race. */
export interface EntryHorseFacts {
  /** The code it races under that day, or null when it is not in training then (retired, resting, unraced). */
  code: 'flat' | 'jumps' | null;
  /** Racing age on the day (every horse is a year older on 1 January). */
  age: number;
  female: boolean;
  /** Within its first racing half-year: the only horses a bumper (NH Flat race) is for. */
  novice: boolean;
  /** Races over fences. */
  chaser: boolean;
  /** Official rating under the race's code. */
  rating: number;
}

/** A bumper is for young horses that have not yet run over obstacles. */
export const BUMPER_MAX_AGE = 7;

/** Why a horse may not be entered for a race; none when it may. */
export function entryProblems(horse: EntryHorseFacts, race: EntryRaceConditions): string[] {
  const problems: string[] = [];
  const code = race.type === 'Flat' ? 'flat' : 'jumps';
  if (horse.code === null) problems.push('not in training on the day of the race');
  else if (horse.code !== code)
    problems.push(`races on the ${horse.code === 'flat' ? 'Flat' : 'jumps'} on the day of the race`);
  if (horse.age < race.minAge) problems.push(`too young: ${horse.age} against a minimum of ${race.minAge}`);
  if (race.maxAge !== null && horse.age > race.maxAge)
    problems.push(`too old: ${horse.age} against a maximum of ${race.maxAge}`);
  if (race.sex !== 'any' && !horse.female) problems.push(`a race for ${race.sex}`);
  if (race.type === 'NH Flat' && (!horse.novice || horse.age > BUMPER_MAX_AGE))
    problems.push('a bumper is for young horses yet to race over obstacles');
  if (race.type === 'Chase' && !horse.chaser && (horse.age < 5 || horse.novice))
    problems.push('not ready to race over fences');
  if (race.ratingBand && horse.rating > race.ratingBand[1])
    problems.push(`rated ${horse.rating}, above the handicap's ceiling of ${race.ratingBand[1]}`);
  return problems;
}

export interface EarlyEntry {
  horseCode: string;
  horseName: string;
  age: number;
  /** colt, filly, gelding, mare or horse. */
  sex: string;
  trainerFullName: string;
  /** Official rating under the race's code. */
  rating: number;
  /** The weight it would carry as the conditions stand, in stones and pounds ("11-10"). */
  weight: string;
}

export interface EarlyEntryRace {
  raceId: number;
  date: string;
  courseName: string;
  countryCode: 'GB' | 'IE';
  offTimeLocal: string;
  title: string;
  grade: string;
  type: EntryRaceType;
  distance: string;
  prize: string;
  /** The meeting's festival, if it is one ("Christmas Festival"). */
  festival: string | null;
  conditions: EntryRaceConditions;
  entries: EarlyEntry[];
}

export interface EarlyEntriesResponse {
  from: string;
  to: string;
  races: EarlyEntryRace[];
}

/** How far ahead early entries look, in days. */
export const EARLY_ENTRY_DAYS = 35;
