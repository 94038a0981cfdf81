import type { FestivalName } from '@sl/contracts';
import type { Course } from '../courses';

/**
 * The racing world model's plan of a day: which meetings race, and each race's conditions. The calendar
 * (calendar.ts) draws it from the date and the world seed alone; the fields, prices and results are filled in from
 * the horse population (fields.ts and its neighbours), so every page, every day, tells the same story.
 */
export type RaceCode = 'flat' | 'jumps';
export type RaceType = 'Flat' | 'Hurdle' | 'Chase' | 'NH Flat';
export type Surface = 'Turf' | 'AW';

/** The world every feed is drawn from is named by a seed; the same date and seed give the same day everywhere. */
export const DEFAULT_WORLD_SEED = 'sl-world-1';

export interface RacePlan {
  /** meetingId * 10 + raceNumber (see meetingIdFor). */
  raceId: number;
  meetingId: number;
  raceNumber: number;
  /** London wall-clock minutes after midnight of the off. */
  offMinutes: number;
  type: RaceType;
  surface: Surface;
  handicap: boolean;
  /** GB class 1 to 7 (jumps 1 to 5); 0 in Ireland, which has no classes. */
  raceClass: number;
  /** 'Group 1' … 'Listed', 'Grade 1' … 'Grade 3', or '' for an ordinary race. */
  grade: string;
  /** Trip in yards, and as the card prints it ('1m 2f', '2m 4f 110y'). */
  distanceYards: number;
  distance: string;
  /** The race's name as the card prints it (sponsor, conditions and type). */
  title: string;
  /** Winner's prize in whole pounds (GB) or euros (IE). */
  prize: number;
  minAge: number;
  /** null for 'and up' races. */
  maxAge: number | null;
  sex: 'any' | 'fillies' | 'mares';
  /** Official-rating band for a handicap ([0, 70] for a 0-70); null for other races. */
  ratingBand: [number, number] | null;
  /** Horses declared to run (before non-runners). */
  fieldSize: number;
  /**
   * On a festival's feature race, the feature's name as FESTIVAL_MEETINGS gives it (the title holds it, with its
   * sponsor and grade around it: 'Boodles Cheltenham Gold Cup Chase (Grade 1)' for 'Cheltenham Gold Cup').
   */
  feature?: string;
}

export interface MeetingPlan {
  meetingId: number;
  date: string;
  course: Course;
  code: RaceCode;
  surface: Surface;
  /** The official going for the day, from the course's weather and surface. */
  going: string;
  evening: boolean;
  /** A festival or big meeting on its real dates (Cheltenham Festival day 2, Derby day, …). */
  festival: {
    name: string;
    day: number;
    /** The festival microsite this meeting belongs to (Cheltenham, Royal Ascot, the Grand National). */
    microsite?: FestivalName;
  } | null;
  races: RacePlan[];
}
