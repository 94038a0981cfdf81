import type { LiveStatus } from './live';

/** One race in a day's list of meetings (the racecards index). */
export interface RaceSummary {
  raceId: number;
  raceNumber: number;
  /** ISO instant of the off. */
  offTime: string;
  /** London wall-clock time of the off, HH:mm. */
  offTimeLocal: string;
  title: string;
  runners: number;
  /** GB class 1 to 7; 0 where races have no class (Ireland). */
  raceClass?: number;
  /** The trip as the card prints it ('1m 2f'). */
  distance?: string;
  /** upcoming until the off, off until the result is declared, then result (liveStatusAt). */
  status?: LiveStatus;
  /** Declared entries that will not run. */
  nonRunners?: number;
  /** The winner once the result is declared. */
  winner?: RaceWinner | null;
}

export interface RaceWinner {
  horseCode: string;
  horseName: string;
  startingPrice: string;
  /** Started favourite (joint favourites too). */
  favourite: boolean;
}

/** One meeting (a course on a date) with its races in running order. */
export interface RacingMeeting {
  meetingId: number;
  meetingDate: string;
  courseId: number;
  courseName: string;
  countryCode: 'GB' | 'IE';
  going: string;
  /** From the going: all-weather goings are Standard, Slow or Fast; Mixed when a card has both. */
  surface?: 'Turf' | 'All Weather' | 'Mixed';
  /** Flat, Jumps (hurdles, chases and bumpers), or Mixed. */
  raceType?: 'Flat' | 'Jumps' | 'Mixed';
  races: RaceSummary[];
}

export interface RacecardsDay {
  date: string;
  meetings: RacingMeeting[];
}
