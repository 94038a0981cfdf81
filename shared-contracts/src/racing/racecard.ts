import type { BookmakerOdds } from '../betting/bookmakers';

/** Entry statusId values (document 1, section 4). */
export const ENTRY_STATUS = { runner: 21, droppedOutFourDay: 39, droppedOutEarlyClosers: 41 } as const;

export const ENTRY_STATUS_DESCRIPTIONS: Record<number, string> = {
  [ENTRY_STATUS.runner]: 'Runner',
  [ENTRY_STATUS.droppedOutFourDay]: 'Dropped out at the four day stage',
  [ENTRY_STATUS.droppedOutEarlyClosers]: 'Dropped out during early closers',
};

/** One past run (document 1, section 3, "Performance"). */
export interface Performance {
  meetingDate: string;
  courseId: number;
  raceNumber: number;
  /** Upper case, as the feed gives it. */
  courseName: string;
  /** 0 means did not finish. */
  positionOfficial: number;
  /** Actual finishing or pulling-up place. */
  positionPastPost: number;
  /** The non-finisher code when positionOfficial is 0 (document 2, section 3). */
  nonFinisherCode: string;
  jockeyFullName: string;
  jockeyCode: string;
  trainerFullName: string;
  trainerCode: string;
  /** 0 when none. */
  performanceRating: number;
  performanceCommentShort: string;
  performanceCommentLong: string;
  /** May be negative or 0. */
  timefigure: number;
}

export interface Horse {
  horseCode: string;
  /** Mostly newest first, about 4 to 7 items. */
  performances: Performance[];
}

/** What everybody sees of an entry. */
export interface EntryFree {
  meetingDate: string;
  courseId: number;
  raceNumber: number;
  /** 12-digit zero-padded. */
  horseCode: string;
  horseName: string;
  /** Both empty when no rider is booked. */
  jockeyFullName: string;
  jockeyCode: string;
  trainerFullName: string;
  trainerCode: string;
  statusDescription: string;
  statusId: number;
  /** The cloth number; 0 for non-runners. */
  entryNumber: number;
  /** Stall; 0 when the race has no draw or the entry does not run. */
  draw: number;
  age: number;
  weight: string;
  /** Recent form figures, newest last (RunnerForm). */
  form: string;
  /** Last finishing position for the form sort; 999 when there is no placing to rank (no runs, or a non-finish last time). */
  formPosition: number;
  /** The current price as a fraction (betting.current_odds); empty when unpriced. */
  currentOdds: string;
  bookmakerOdds: BookmakerOdds[];
  /**
   * The runner's selection id in Sky Bet's market for this race, from the feed; empty or absent when Sky Bet does
   * not list the runner. The artificial Sky Bet price (document 2, section 4) is built on it.
   */
  skyBetSelectionId?: string;
  horse: Horse;
}

/** The plus analysis of an entry: only sent with a valid product token. */
export interface EntryPremium {
  /** 0 to 3. */
  rating123: number;
  /** 0 to 5 (Timeform stars). */
  ratingStars: number;
  analystsComments: string;
  /** 0 when unrated. */
  preRaceAdjustedRating: number;
  /** A letter such as p, or empty. */
  preRaceMasterSymbol: string;
  horseInFocus: 0 | 1;
  warningHorse: 0 | 1;
  jockeyUplift: 0 | 1;
  trainerUplift: 0 | 1;
  horsesForCoursePos: number;
  hotTrainer: 0 | 1;
  coldTrainer: 0 | 1;
  sectionalFlag: 0 | 1;
  /** Exactly one entry per race. */
  topRated: boolean;
}

/** An entry as the feed holds it. */
export type Entry = EntryFree & EntryPremium;
/** An entry as the race endpoint sends it: the premium part only for plus members. */
export type RaceCardEntry = EntryFree & Partial<EntryPremium>;

/** Racing states (document 2, section 4). */
export type RaceState = 'DORMANT' | 'WEIGHEDIN' | 'RESULT' | 'FINISHED';

/** A finished runner in a result. */
export interface ResultPlacing {
  horseCode: string;
  horseName: string;
  entryNumber: number;
  /** 0 for a non-finisher. */
  position: number;
  nonFinisherCode: string;
  /** Distance behind the horse in front, e.g. "1 1/2", "nk"; empty for the winner and non-finishers. */
  distance: string;
  startingPrice: string;
  jockeyFullName: string;
  trainerFullName: string;
}

export interface RaceResult {
  state: Exclude<RaceState, 'DORMANT'>;
  placings: ResultPlacing[];
}

/** One race (document 1, section 3, "Race card") with the race facts a card shows. */
export interface RaceCardFree {
  raceId: number;
  meetingId: number;
  meetingDate: string;
  courseId: number;
  raceNumber: number;
  countryCode: 'GB' | 'IE';
  courseName: string;
  title: string;
  offTime: string;
  offTimeLocal: string;
  going: string;
  distance: string;
  raceClass: number;
  prize: string;
  hasDraw: boolean;
  state: RaceState;
  result: RaceResult | null;
}

export interface RaceCardPremium {
  smartStat1: string;
  smartStat2: string;
  smartStat3: string;
}

/** A race as the feed holds it. */
export interface RaceCard extends RaceCardFree, RaceCardPremium {
  entries: Entry[];
}

/** The race endpoint's answer: `premium` says whether the analysis is included. */
export interface RaceCardResponse extends RaceCardFree, Partial<RaceCardPremium> {
  premium: boolean;
  entries: RaceCardEntry[];
}

/** Quick-link racing response (document 2, section 3). */
export interface QuickLinkRace {
  course_name: string;
  race_date_time: string;
  race_id: number;
  title: string;
  date: string;
  num_of_runners: number;
  time_till_off_mins: number;
}

export interface QuickLinksRacingResponse {
  races: QuickLinkRace[];
}

/** A race with its result, for fast results and results by date. */
export interface RaceResultSummary {
  raceId: number;
  meetingDate: string;
  courseName: string;
  offTime: string;
  offTimeLocal: string;
  title: string;
  result: RaceResult;
}

export interface NonRunner {
  raceId: number;
  meetingDate: string;
  courseName: string;
  offTimeLocal: string;
  title: string;
  horseCode: string;
  horseName: string;
  statusId: number;
  statusDescription: string;
}

export interface MeetingGoing {
  meetingId: number;
  meetingDate: string;
  courseName: string;
  countryCode: 'GB' | 'IE';
  going: string;
}

export type ProfileKind = 'horse' | 'jockey' | 'trainer';

/** A horse, jockey or trainer with their entries and runs on the cards held. */
export interface RacingProfile {
  kind: ProfileKind;
  code: string;
  name: string;
  entries: {
    raceId: number;
    meetingDate: string;
    courseName: string;
    offTimeLocal: string;
    title: string;
    horseName: string;
    horseCode: string;
  }[];
  performances: Performance[];
}
