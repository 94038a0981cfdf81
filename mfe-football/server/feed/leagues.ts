import { plusDays } from './london';
import { SATURDAY, lastSunday, onOrAfter, ymd } from './calendar';

/** A kick-off relative to a weekend's Saturday: [days from Saturday, hour, minute], UK time. */
export type Slot = [dayOffset: number, hour: number, minute: number];

/**
 * One league's year: when it opens and closes, when its matches kick off (UK time) and which weekends it keeps
 * free. Dates are rules, so every season gets its own.
 */
export interface LeagueCalendar {
  /** 'season' leagues run August to May; 'calendar' leagues (MLS, Brazil) run within one calendar year. */
  year: 'season' | 'calendar';
  /** The opening Saturday, for the season (or calendar year) `y`. */
  start: (y: number) => string;
  /** The last day a match may be played. */
  end: (y: number) => string;
  weekend: Slot[];
  midweek: Slot[];
  /** All of the last round kicks off together, as on a real final day. */
  finalDay?: Slot;
  /** Paused for the men's international windows (the European leagues and the Saudi Pro League). */
  internationalBreaks: boolean;
  winterBreak?: boolean;
  /** FA Cup rounds (by name) whose weekend this league leaves free. */
  faCupWeekends?: readonly string[];
  /** Weeks this league avoids for its own midweek rounds. */
  avoidMidweeks?: ReadonlyArray<'european' | 'league-cup'>;
  /** Times each club meets each other club, home and away counted once each (2 = home and away). */
  meetings?: 2 | 4;
}

const sat = (y: number, m: number, d: number) => onOrAfter(ymd(y, m, d), SATURDAY);
const sunAfter = (saturday: string) => plusDays(saturday, 1);

const rep = (slot: Slot, n: number): Slot[] => Array.from({ length: n }, () => slot);

const ENGLISH_MIDWEEK: Slot[] = [...rep([3, 19, 45], 5), [3, 20, 0], [4, 19, 45], [4, 20, 0]];
const CET_MIDWEEK: Slot[] = [
  [3, 18, 0],
  [3, 20, 0],
  [4, 18, 0],
  [4, 20, 0],
];

const EFL_WEEKEND: Slot[] = [[-1, 20, 0], [0, 12, 30], ...rep([0, 15, 0], 8), [1, 12, 0]];

export const LEAGUE_CALENDARS: Readonly<Record<string, LeagueCalendar>> = {
  'Premier League': {
    year: 'season',
    start: (y) => sat(y, 8, 13),
    end: (y) => lastSunday(y + 1, 5),
    weekend: [
      [-1, 20, 0],
      [0, 12, 30],
      ...rep([0, 15, 0], 4),
      [0, 17, 30],
      [1, 14, 0],
      [1, 14, 0],
      [1, 16, 30],
      [2, 20, 0],
    ],
    midweek: ENGLISH_MIDWEEK,
    finalDay: [1, 16, 0],
    internationalBreaks: true,
    faCupWeekends: ['Third round', 'Fourth round', 'Fifth round', 'Quarter-final', 'Final'],
    avoidMidweeks: ['european', 'league-cup'],
  },
  Championship: {
    year: 'season',
    start: (y) => sat(y, 8, 6),
    end: (y) => sat(y + 1, 5, 1),
    weekend: EFL_WEEKEND,
    midweek: ENGLISH_MIDWEEK,
    finalDay: [0, 12, 30],
    internationalBreaks: true,
    faCupWeekends: ['Third round', 'Fourth round'],
    avoidMidweeks: ['league-cup'],
  },
  'League One': {
    year: 'season',
    start: (y) => sat(y, 8, 1),
    end: (y) => sat(y + 1, 5, 1),
    weekend: EFL_WEEKEND,
    midweek: ENGLISH_MIDWEEK,
    finalDay: [0, 15, 0],
    internationalBreaks: false,
    faCupWeekends: ['First round', 'Second round'],
    avoidMidweeks: ['league-cup'],
  },
  'League Two': {
    year: 'season',
    start: (y) => sat(y, 8, 1),
    end: (y) => sat(y + 1, 5, 1),
    weekend: EFL_WEEKEND,
    midweek: ENGLISH_MIDWEEK,
    finalDay: [0, 15, 0],
    internationalBreaks: false,
    faCupWeekends: ['First round', 'Second round'],
    avoidMidweeks: ['league-cup'],
  },
  'National League': {
    year: 'season',
    start: (y) => sat(y, 8, 6),
    end: (y) => sat(y + 1, 4, 20),
    weekend: [[0, 12, 30], ...rep([0, 15, 0], 8), [-1, 19, 45]],
    midweek: [...rep([3, 19, 45], 4), [3, 20, 0]],
    finalDay: [0, 15, 0],
    internationalBreaks: false,
    faCupWeekends: ['First round', 'Second round'],
  },
  'Womens Super League': {
    year: 'season',
    start: (y) => sat(y, 9, 5),
    end: (y) => sunAfter(sat(y + 1, 5, 8)),
    weekend: [
      [0, 12, 30],
      [1, 12, 0],
      [1, 14, 0],
      [1, 14, 0],
      [1, 15, 0],
      [1, 18, 45],
    ],
    midweek: [[4, 19, 0]],
    internationalBreaks: true,
    winterBreak: true,
  },
  'Scottish Premiership': {
    year: 'season',
    start: (y) => sat(y, 8, 1),
    end: (y) => sunAfter(sat(y + 1, 5, 12)),
    weekend: [...rep([0, 15, 0], 4), [0, 12, 30], [1, 12, 0], [1, 15, 0]],
    midweek: [
      [3, 19, 45],
      [4, 19, 45],
    ],
    internationalBreaks: true,
  },
  'Scottish Championship': {
    year: 'season',
    start: (y) => sat(y, 8, 1),
    end: (y) => sat(y + 1, 5, 1),
    weekend: [...rep([0, 15, 0], 5), [-1, 19, 45]],
    midweek: [[3, 19, 45]],
    internationalBreaks: false,
    meetings: 4,
  },
  'Scottish League One': {
    year: 'season',
    start: (y) => sat(y, 8, 1),
    end: (y) => sat(y + 1, 5, 1),
    weekend: rep([0, 15, 0], 5),
    midweek: [[3, 19, 45]],
    internationalBreaks: false,
    meetings: 4,
  },
  'Scottish League Two': {
    year: 'season',
    start: (y) => sat(y, 8, 1),
    end: (y) => sat(y + 1, 5, 1),
    weekend: rep([0, 15, 0], 5),
    midweek: [[3, 19, 45]],
    internationalBreaks: false,
    meetings: 4,
  },
  // Continental kick-offs are written in UK time: 21:00 in Madrid is 20:00 in London.
  'La Liga': {
    year: 'season',
    start: (y) => sat(y, 8, 13),
    end: (y) => sunAfter(sat(y + 1, 5, 18)),
    weekend: [
      [-1, 20, 0],
      [0, 13, 0],
      [0, 15, 15],
      [0, 17, 30],
      [0, 20, 0],
      [1, 13, 0],
      [1, 15, 15],
      [1, 17, 30],
      [1, 20, 0],
      [2, 20, 0],
    ],
    midweek: CET_MIDWEEK,
    internationalBreaks: true,
    avoidMidweeks: ['european'],
  },
  Bundesliga: {
    year: 'season',
    start: (y) => sat(y, 8, 21),
    end: (y) => sat(y + 1, 5, 13),
    weekend: [[-1, 19, 30], ...rep([0, 14, 30], 5), [0, 17, 30], [1, 14, 30], [1, 16, 30], [1, 18, 30]],
    midweek: [
      [3, 17, 30],
      [3, 19, 30],
      [4, 17, 30],
      [4, 19, 30],
    ],
    finalDay: [0, 14, 30],
    internationalBreaks: true,
    winterBreak: true,
    avoidMidweeks: ['european'],
  },
  'Serie A': {
    year: 'season',
    start: (y) => sat(y, 8, 17),
    end: (y) => lastSunday(y + 1, 5),
    weekend: [
      [0, 14, 0],
      [0, 17, 0],
      [0, 19, 45],
      [1, 11, 30],
      [1, 14, 0],
      [1, 14, 0],
      [1, 17, 0],
      [1, 19, 45],
      [2, 19, 45],
    ],
    midweek: [
      [3, 17, 30],
      [3, 19, 45],
      [4, 17, 30],
      [4, 19, 45],
    ],
    internationalBreaks: true,
    avoidMidweeks: ['european'],
  },
  'Ligue 1': {
    year: 'season',
    start: (y) => sat(y, 8, 13),
    end: (y) => sat(y + 1, 5, 14),
    weekend: [
      [-1, 19, 45],
      [0, 16, 0],
      [0, 18, 0],
      [0, 20, 5],
      [1, 14, 0],
      [1, 16, 15],
      [1, 16, 15],
      [1, 19, 45],
    ],
    midweek: CET_MIDWEEK,
    finalDay: [0, 20, 0],
    internationalBreaks: true,
    avoidMidweeks: ['european'],
  },
  Eredivisie: {
    year: 'season',
    start: (y) => sat(y, 8, 6),
    end: (y) => sunAfter(sat(y + 1, 5, 12)),
    weekend: [
      [-1, 19, 0],
      [0, 15, 30],
      [0, 17, 45],
      [0, 19, 0],
      [1, 11, 15],
      [1, 13, 30],
      [1, 13, 30],
      [1, 15, 45],
    ],
    midweek: CET_MIDWEEK,
    finalDay: [1, 13, 30],
    internationalBreaks: true,
    avoidMidweeks: ['european'],
  },
  // Lisbon keeps UK time.
  'Primeira Liga': {
    year: 'season',
    start: (y) => sat(y, 8, 6),
    end: (y) => sunAfter(sat(y + 1, 5, 12)),
    weekend: [
      [-1, 20, 15],
      [0, 15, 30],
      [0, 18, 0],
      [0, 20, 30],
      [1, 15, 30],
      [1, 18, 0],
      [1, 20, 30],
      [2, 20, 15],
    ],
    midweek: [
      [3, 19, 15],
      [4, 20, 15],
    ],
    internationalBreaks: true,
    avoidMidweeks: ['european'],
  },
  'Belgian Pro League': {
    year: 'season',
    start: (y) => sat(y, 7, 25),
    end: (y) => sunAfter(sat(y + 1, 5, 18)),
    weekend: [
      [-1, 19, 45],
      [0, 15, 15],
      [0, 17, 15],
      [0, 19, 45],
      [1, 12, 30],
      [1, 15, 0],
      [1, 17, 30],
    ],
    midweek: [
      [3, 19, 45],
      [4, 19, 45],
    ],
    internationalBreaks: true,
  },
  'Saudi Pro League': {
    year: 'season',
    start: (y) => sat(y, 8, 22),
    end: (y) => sat(y + 1, 5, 20),
    weekend: [
      [-1, 17, 0],
      [-1, 19, 0],
      [0, 14, 0],
      [0, 17, 0],
      [0, 19, 0],
      [1, 14, 0],
      [1, 17, 0],
    ],
    midweek: [
      [3, 17, 0],
      [4, 17, 0],
    ],
    internationalBreaks: true,
  },
  // Evening kick-offs on the US east coast are after midnight in the UK: real, and only here and in Brazil.
  MLS: {
    year: 'calendar',
    start: (y) => sat(y, 2, 21),
    end: (y) => sat(y, 10, 14),
    weekend: [
      [0, 20, 0],
      [0, 22, 30],
      ...rep([1, 0, 30], 5),
      [1, 2, 30],
      [1, 3, 30],
      [1, 21, 0],
      [1, 23, 30],
    ],
    midweek: [
      [5, 0, 30],
      [5, 2, 30],
    ],
    finalDay: [1, 23, 0],
    internationalBreaks: false,
  },
  'Brazil Serie A': {
    year: 'calendar',
    start: (y) => sat(y, 4, 1),
    end: (y) => sunAfter(sat(y, 12, 1)),
    weekend: [
      [0, 19, 0],
      [0, 21, 30],
      [1, 0, 0],
      [1, 19, 0],
      [1, 21, 30],
      [1, 23, 0],
    ],
    midweek: [
      [4, 22, 0],
      [5, 0, 30],
    ],
    finalDay: [1, 19, 0],
    internationalBreaks: false,
  },
};
