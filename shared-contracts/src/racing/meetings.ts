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
}

/** One meeting (a course on a date) with its races in running order. */
export interface RacingMeeting {
  meetingId: number;
  meetingDate: string;
  courseId: number;
  courseName: string;
  countryCode: 'GB' | 'IE';
  going: string;
  races: RaceSummary[];
}

export interface RacecardsDay {
  date: string;
  meetings: RacingMeeting[];
}
