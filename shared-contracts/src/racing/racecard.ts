import type { BookmakerOdds } from '../betting/bookmakers';
import type { Silk } from './silks';

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
  /** The race's trip as its card printed it ('1m 2f', '2m 4f 110y'); absent in feeds that do not give it. */
  distance?: string;
  /** Started favourite (joint favourites too): the shortest starting price among the race's runners. */
  favourite?: boolean;
  /** The official going on the day. */
  going?: string;
  /** GB class 1 to 7; 0 where races have no class (Ireland). */
  raceClass?: number;
  /** Fractional starting price; empty for a horse that did not run. */
  startingPrice?: string;
  /** Horses that ran in the race. */
  runners?: number;
}

export interface Horse {
  horseCode: string;
  /** Mostly newest first, about 4 to 7 items. */
  performances: Performance[];
}

/** Sex as a racecard abbreviates it: colt and filly to four years old, horse and mare from five, gelding at any age. */
export type HorseSex = 'c' | 'f' | 'g' | 'h' | 'm';
export const HORSE_SEX_NAMES: Record<HorseSex, string> = {
  c: 'colt',
  f: 'filly',
  g: 'gelding',
  h: 'horse',
  m: 'mare',
};

/** Race card badges: won at the course, at the distance, at both (shown instead of C and D), beaten favourite last time. */
export type RunnerBadge = 'C' | 'D' | 'CD' | 'BF';
export const RUNNER_BADGE_MEANINGS: Record<RunnerBadge, string> = {
  C: 'Course winner: has won at this course',
  D: 'Distance winner: has won over this distance',
  CD: 'Course and distance winner: has won over this trip at this course',
  BF: 'Beaten favourite: started favourite last time out and did not win',
};

/** Headgear codes as cards print them; a trailing 1 marks the first time the horse wears it ("p1"). */
export const HEADGEAR_NAMES: Record<string, string> = {
  b: 'blinkers',
  v: 'visor',
  p: 'cheekpieces',
  t: 'tongue strap',
  h: 'hood',
  'e/s': 'eye shield',
};

/** A jockey's or trainer's record over the 14 days before the race, from the results. */
export interface PersonForm {
  runs: number;
  wins: number;
  /** Whole per cent; 0 with no runs. */
  winPercent: number;
  /** Level-stakes profit to a £1 win bet on every run at starting price, to the penny (-runs at worst). */
  profit: number;
}

/** One line of the betting forecast: the runner and its forecast price, shortest first. */
export interface BettingForecastItem {
  horseCode: string;
  horseName: string;
  entryNumber: number;
  price: string;
  /** 'Fav' for the one favourite, 'JFav' for joint favourites, '' otherwise. */
  favourite: '' | 'Fav' | 'JFav';
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
  /** The owner's colours (the same on every horse the owner has, every day). */
  silk?: Silk;
  sex?: HorseSex;
  /** Official rating; 0 for a horse without one (unraced, bumper horses). */
  officialRating?: number;
  /** '' or a HEADGEAR_NAMES code, with "1" when worn for the first time ("p1"). */
  headgear?: string;
  owner?: string;
  /** Days since the newest of the horse's runs; absent for a horse with no runs in its record. */
  daysSinceLastRun?: number;
  badges?: RunnerBadge[];
  /** A claiming rider's allowance in lb (3, 5 or 7); 0 for a fully fledged jockey. */
  jockeyClaim?: number;
  jockeyForm?: PersonForm;
  trainerForm?: PersonForm;
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

/** The plus analysis of an entry with nothing to say (a non-runner's): no rating, comment or signal. */
export const NO_PREMIUM_ANALYSIS: Readonly<EntryPremium> = {
  rating123: 0,
  ratingStars: 0,
  analystsComments: '',
  preRaceAdjustedRating: 0,
  preRaceMasterSymbol: '',
  horseInFocus: 0,
  warningHorse: 0,
  jockeyUplift: 0,
  trainerUplift: 0,
  horsesForCoursePos: 0,
  hotTrainer: 0,
  coldTrainer: 0,
  sectionalFlag: 0,
  topRated: false,
};

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
  /** The forecast starting prices, shortest first (from the runners' current odds). */
  bettingForecast?: BettingForecastItem[];
}

export interface RaceCardPremium {
  smartStat1: string;
  smartStat2: string;
  smartStat3: string;
  /** The analyst's verdict: names the top-rated runner and the danger. Plus members only. */
  verdict?: string;
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

/** A race as every list names it: which race, where and when. */
export interface RaceHeadline {
  raceId: number;
  meetingDate: string;
  courseName: string;
  offTime: string;
  offTimeLocal: string;
  title: string;
}

/** A race's headline with the conditions it is run over. */
export interface RaceHeadlineWithConditions extends RaceHeadline {
  distance: string;
  going: string;
}

/** A race with its result, for fast results and results by date. */
export interface RaceResultSummary extends RaceHeadline {
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
