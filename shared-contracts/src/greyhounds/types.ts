/** Greyhound racing as the racing service serves it (GET /api/horse-racing/v2/greyhounds/...). */

export type TrapNumber = 1 | 2 | 3 | 4 | 5 | 6;
/** A dog's trap draw preference: W wide, M middle, R rail. */
export type GreyhoundSeed = 'W' | 'M' | 'R';
/** Sprint (D grades), the track's standard trip (A grades) or a stayers' trip (S grades). */
export type GreyhoundTrip = 'sprint' | 'standard' | 'stayers';
export type GreyhoundSession = 'morning' | 'afternoon' | 'evening';
export type GreyhoundFavourite = 'F' | 'JF' | null;

/** The jacket colours of the six traps, the same at every UK track. */
export const TRAP_COLOURS: Record<TrapNumber, { name: string; background: string; foreground: string }> = {
  1: { name: 'red', background: '#d3202f', foreground: '#ffffff' },
  2: { name: 'blue', background: '#1f4fa3', foreground: '#ffffff' },
  3: { name: 'white', background: '#ffffff', foreground: '#000000' },
  4: { name: 'black', background: '#000000', foreground: '#ffffff' },
  5: { name: 'orange', background: '#f28c1b', foreground: '#000000' },
  6: { name: 'black and white stripes', background: '#000000', foreground: '#ffffff' },
};

/** One past run of a dog, as its form lines show it. */
export interface GreyhoundFormLine {
  date: string;
  raceId: string;
  trackName: string;
  distance: number;
  trap: TrapNumber;
  /** Finishing position, 1..6. */
  position: number;
  /** Lengths behind the winner ('' for the winner), in greyhound notation: SH, HD, NK, 1/2, 1 1/4, ... */
  distanceBehind: string;
  time: number;
  grade: string;
  sp: string;
  comment: string;
}

export interface GreyhoundRunner {
  trap: TrapNumber;
  dogId: string;
  name: string;
  /** Colour and sex the way race cards print them: 'bk d', 'be b', 'wbd d'. */
  colourSex: string;
  ageYears: number;
  sire: string;
  dam: string;
  trainer: string;
  seed: GreyhoundSeed;
  /** Figures of the last runs, most recent last (e.g. '3142'); '' for a dog on its debut. */
  form: string;
  /** Best time at this race's distance in the dog's recent runs, seconds; null when it has none. */
  bestTime: number | null;
  recentRuns: GreyhoundFormLine[];
  /** The betting forecast, fractional ('5/2', 'EVS'); null for viewers outside the UK and Ireland (docs/adr/0005). */
  forecastPrice: string | null;
}

export interface GreyhoundPlacing {
  position: number;
  trap: TrapNumber;
  dogId: string;
  name: string;
  time: number;
  /** Margin to the dog in front ('' for the winner). */
  distanceBehind: string;
  /** Lengths behind the winner, the sum of the margins in front. */
  cumulativeLengths: number;
  sp: string;
  favourite: GreyhoundFavourite;
  comment: string;
}

export interface GreyhoundResult {
  winningTime: number;
  placings: GreyhoundPlacing[];
  /** Sum of the implied probabilities of the starting prices, percent. */
  spBook: number;
}

/** Which race of a meeting, when, and over what: as a meeting's list of races and a race card both lead. */
export interface GreyhoundRaceHeadline {
  raceId: string;
  raceNumber: number;
  offTime: string;
  offTimeLocal: string;
  grade: string;
  distance: number;
  trip: GreyhoundTrip;
}

export interface GreyhoundRaceSummary extends GreyhoundRaceHeadline {
  runners: { trap: TrapNumber; dogId: string; name: string }[];
  /** True once the result is in (the race is off by the service clock). */
  resulted: boolean;
}

export interface GreyhoundMeeting {
  meetingId: string;
  trackId: string;
  trackName: string;
  date: string;
  session: GreyhoundSession;
  races: GreyhoundRaceSummary[];
}

export interface GreyhoundMeetingsResponse {
  date: string;
  meetings: GreyhoundMeeting[];
}

/** A race card: the race's headline with its meeting's particulars (all but the meeting's other races). */
export interface GreyhoundRaceCard extends GreyhoundRaceHeadline, Omit<GreyhoundMeeting, 'races'> {
  /** Sum of the implied probabilities of the forecast prices, percent; null where the prices are left out. */
  forecastBook: number | null;
  runners: GreyhoundRunner[];
  /** Null until the race is off. */
  result: GreyhoundResult | null;
}

export interface GreyhoundRaceResponse {
  race: GreyhoundRaceCard;
}

export interface GreyhoundResultSummary {
  raceId: string;
  trackName: string;
  raceNumber: number;
  offTime: string;
  offTimeLocal: string;
  grade: string;
  distance: number;
  result: GreyhoundResult;
}

/** An earlier day's results, offered while today has none yet. */
export interface GreyhoundLatestResults {
  date: string;
  results: GreyhoundResultSummary[];
}

export interface GreyhoundResultsResponse {
  date: string;
  results: GreyhoundResultSummary[];
  /**
   * Set when the day asked for is today and no race has finished yet: the latest earlier day with results
   * (up to a week back), or null if none. Absent or null otherwise.
   */
  latest?: GreyhoundLatestResults | null;
}
