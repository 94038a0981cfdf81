import type { Performance, PersonForm, RacingProfile } from '@sl/contracts';
import type { Silk } from './silks';

/** Runs, wins and places (second and third) over some span, with the strike rate. */
export interface RecordLine {
  runs: number;
  wins: number;
  /** Second or third. */
  places: number;
  /** Whole per cent of runs won. */
  winPercent: number;
}

/** A record with the level-stakes profit or loss of a £1 win bet on every run at SP (pounds, two decimals). */
export interface BettingRecord extends RecordLine {
  profit: number;
}

/** A past run with the race's conditions as the horse met them (the profile's full form). */
export interface FormRun extends Performance {
  raceId: number;
  title: string;
  going: string;
  distance: string;
  /** Trip in yards, for the trip bands. */
  distanceYards: number;
  raceClass: number;
  raceType: 'Flat' | 'Hurdle' | 'Chase' | 'NH Flat';
  /** Official rating it ran off; 0 when unrated. */
  officialRating: number;
  startingPrice: string;
  favourite: boolean;
  /** Horses that ran. */
  runners: number;
  countryCode: 'GB' | 'IE';
}

export interface HorseDetail {
  age: number;
  /** colt, filly, gelding, horse or mare. */
  sex: string;
  trainer: { name: string; code: string };
  owner: string;
  /** The owner's colours. */
  silk?: Silk;
  /** The current official rating; 0 when unrated. */
  officialRating: number;
  career: {
    total: RecordLine;
    byYear: (RecordLine & { year: number })[];
    byCode: (RecordLine & { code: 'Flat' | 'Jumps' })[];
    /** Winners' prizes in whole pounds (GB races) and euros (Irish races). */
    winPrize: { gbp: number; eur: number };
    /** The first run in the record (yyyy-mm-dd), '' for a horse yet to run. */
    since: string;
  };
  /** Oldest first: each run's performance rating and the official rating it ran off. */
  ratings: { date: string; performanceRating: number; officialRating: number }[];
  byGoing: (RecordLine & { going: string })[];
  byTrip: (RecordLine & { trip: string })[];
  /** Newest first: the whole career. */
  form: FormRun[];
}

export interface SeasonFigures {
  code: 'Flat' | 'Jumps';
  /** '2026' for a Flat season, '2025-26' for a Jumps season. */
  season: string;
  /** yyyy-mm-dd, both included (to is the last day counted). */
  from: string;
  to: string;
  record: BettingRecord;
}

export interface PersonDetail {
  seasons: SeasonFigures[];
  /** Over the 14 days before today (not today), as the race cards' jockey and trainer form counts it. */
  fortnight: PersonForm;
  /** Record by course over the span of the seasons shown, most runs first. */
  courses: (RecordLine & { courseName: string })[];
  /** The latest winners, newest first. */
  recentWinners: {
    date: string;
    courseName: string;
    raceId: number;
    title: string;
    horseName: string;
    horseCode: string;
    startingPrice: string;
  }[];
}

/** The profile endpoint's answer: the existing fields, with the horse's or the person's figures added. */
export interface RacingProfileView extends RacingProfile {
  /** The entries in races still to be run, soonest first. */
  upcoming: RacingProfile['entries'];
  horse?: HorseDetail;
  person?: PersonDetail;
}
