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

const DAY_OFFSETS: Readonly<Record<string, number>> = {
  Fri: -1,
  Sat: 0,
  Sun: 1,
  Mon: 2,
  Tue: 3,
  Wed: 4,
  Thu: 5,
};

/** A kick-off as a fixture list prints it, 'Sat 15:00' (UK time; Sunday 00:30 is late on the Saturday night). */
function kickOff(text: string): Slot {
  const [day = '', time = ''] = text.split(' ');
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const offset = DAY_OFFSETS[day];
  if (offset === undefined) throw new Error(`Not a kick-off: ${text}`);
  return [offset, hour, minute];
}

/** A round's kick-offs, 'Fri 20:00, Sat 15:00 x4': 'x4' when four matches share the time. */
const kickOffs = (list: string): Slot[] =>
  list.split(', ').flatMap((item) => {
    const [slot, times] = item.split(' x');
    return Array.from({ length: times ? Number(times) : 1 }, () => kickOff(slot ?? ''));
  });

const ENGLISH_MIDWEEK: Slot[] = kickOffs('Tue 19:45 x5, Tue 20:00, Wed 19:45, Wed 20:00');
const CET_MIDWEEK: Slot[] = kickOffs('Tue 18:00, Tue 20:00, Wed 18:00, Wed 20:00');

const EFL_WEEKEND: Slot[] = kickOffs('Fri 20:00, Sat 12:30, Sat 15:00 x8, Sun 12:00');

/** League One and League Two keep the same calendar. */
const EFL_LOWER: LeagueCalendar = {
  year: 'season',
  start: (y) => sat(y, 8, 1),
  end: (y) => sat(y + 1, 5, 1),
  weekend: EFL_WEEKEND,
  midweek: ENGLISH_MIDWEEK,
  finalDay: kickOff('Sat 15:00'),
  internationalBreaks: false,
  faCupWeekends: ['First round', 'Second round'],
  avoidMidweeks: ['league-cup'],
};

/** So do Scottish League One and League Two. */
const SPFL_LOWER: LeagueCalendar = {
  year: 'season',
  start: (y) => sat(y, 8, 1),
  end: (y) => sat(y + 1, 5, 1),
  weekend: kickOffs('Sat 15:00 x5'),
  midweek: kickOffs('Tue 19:45'),
  internationalBreaks: false,
  meetings: 4,
};

export const LEAGUE_CALENDARS: Readonly<Record<string, LeagueCalendar>> = {
  'Premier League': {
    year: 'season',
    start: (y) => sat(y, 8, 13),
    end: (y) => lastSunday(y + 1, 5),
    weekend: kickOffs('Fri 20:00, Sat 12:30, Sat 15:00 x4, Sat 17:30, Sun 14:00 x2, Sun 16:30, Mon 20:00'),
    midweek: ENGLISH_MIDWEEK,
    finalDay: kickOff('Sun 16:00'),
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
    finalDay: kickOff('Sat 12:30'),
    internationalBreaks: true,
    faCupWeekends: ['Third round', 'Fourth round'],
    avoidMidweeks: ['league-cup'],
  },
  'League One': EFL_LOWER,
  'League Two': EFL_LOWER,
  'National League': {
    year: 'season',
    start: (y) => sat(y, 8, 6),
    end: (y) => sat(y + 1, 4, 20),
    weekend: kickOffs('Sat 12:30, Sat 15:00 x8, Fri 19:45'),
    midweek: kickOffs('Tue 19:45 x4, Tue 20:00'),
    finalDay: kickOff('Sat 15:00'),
    internationalBreaks: false,
    faCupWeekends: ['First round', 'Second round'],
  },
  'Womens Super League': {
    year: 'season',
    start: (y) => sat(y, 9, 5),
    end: (y) => sunAfter(sat(y + 1, 5, 8)),
    weekend: kickOffs('Sat 12:30, Sun 12:00, Sun 14:00 x2, Sun 15:00, Sun 18:45'),
    midweek: kickOffs('Wed 19:00'),
    internationalBreaks: true,
    winterBreak: true,
  },
  'Scottish Premiership': {
    year: 'season',
    start: (y) => sat(y, 8, 1),
    end: (y) => sunAfter(sat(y + 1, 5, 12)),
    weekend: kickOffs('Sat 15:00 x4, Sat 12:30, Sun 12:00, Sun 15:00'),
    midweek: kickOffs('Tue 19:45, Wed 19:45'),
    internationalBreaks: true,
  },
  'Scottish Championship': {
    year: 'season',
    start: (y) => sat(y, 8, 1),
    end: (y) => sat(y + 1, 5, 1),
    weekend: kickOffs('Sat 15:00 x5, Fri 19:45'),
    midweek: kickOffs('Tue 19:45'),
    internationalBreaks: false,
    meetings: 4,
  },
  'Scottish League One': SPFL_LOWER,
  'Scottish League Two': SPFL_LOWER,
  // Continental kick-offs are written in UK time: 21:00 in Madrid is 20:00 in London.
  'La Liga': {
    year: 'season',
    start: (y) => sat(y, 8, 13),
    end: (y) => sunAfter(sat(y + 1, 5, 18)),
    weekend: kickOffs(
      'Fri 20:00, Sat 13:00, Sat 15:15, Sat 17:30, Sat 20:00, Sun 13:00, Sun 15:15, Sun 17:30, Sun 20:00, Mon 20:00',
    ),
    midweek: CET_MIDWEEK,
    internationalBreaks: true,
    avoidMidweeks: ['european'],
  },
  Bundesliga: {
    year: 'season',
    start: (y) => sat(y, 8, 21),
    end: (y) => sat(y + 1, 5, 13),
    weekend: kickOffs('Fri 19:30, Sat 14:30 x5, Sat 17:30, Sun 14:30, Sun 16:30, Sun 18:30'),
    midweek: kickOffs('Tue 17:30, Tue 19:30, Wed 17:30, Wed 19:30'),
    finalDay: kickOff('Sat 14:30'),
    internationalBreaks: true,
    winterBreak: true,
    avoidMidweeks: ['european'],
  },
  'Serie A': {
    year: 'season',
    start: (y) => sat(y, 8, 17),
    end: (y) => lastSunday(y + 1, 5),
    weekend: kickOffs(
      'Sat 14:00, Sat 17:00, Sat 19:45, Sun 11:30, Sun 14:00 x2, Sun 17:00, Sun 19:45, Mon 19:45',
    ),
    midweek: kickOffs('Tue 17:30, Tue 19:45, Wed 17:30, Wed 19:45'),
    internationalBreaks: true,
    avoidMidweeks: ['european'],
  },
  'Ligue 1': {
    year: 'season',
    start: (y) => sat(y, 8, 13),
    end: (y) => sat(y + 1, 5, 14),
    weekend: kickOffs('Fri 19:45, Sat 16:00, Sat 18:00, Sat 20:05, Sun 14:00, Sun 16:15 x2, Sun 19:45'),
    midweek: CET_MIDWEEK,
    finalDay: kickOff('Sat 20:00'),
    internationalBreaks: true,
    avoidMidweeks: ['european'],
  },
  Eredivisie: {
    year: 'season',
    start: (y) => sat(y, 8, 6),
    end: (y) => sunAfter(sat(y + 1, 5, 12)),
    weekend: kickOffs('Fri 19:00, Sat 15:30, Sat 17:45, Sat 19:00, Sun 11:15, Sun 13:30 x2, Sun 15:45'),
    midweek: CET_MIDWEEK,
    finalDay: kickOff('Sun 13:30'),
    internationalBreaks: true,
    avoidMidweeks: ['european'],
  },
  // Lisbon keeps UK time.
  'Primeira Liga': {
    year: 'season',
    start: (y) => sat(y, 8, 6),
    end: (y) => sunAfter(sat(y + 1, 5, 12)),
    weekend: kickOffs(
      'Fri 20:15, Sat 15:30, Sat 18:00, Sat 20:30, Sun 15:30, Sun 18:00, Sun 20:30, Mon 20:15',
    ),
    midweek: kickOffs('Tue 19:15, Wed 20:15'),
    internationalBreaks: true,
    avoidMidweeks: ['european'],
  },
  'Belgian Pro League': {
    year: 'season',
    start: (y) => sat(y, 7, 25),
    end: (y) => sunAfter(sat(y + 1, 5, 18)),
    weekend: kickOffs('Fri 19:45, Sat 15:15, Sat 17:15, Sat 19:45, Sun 12:30, Sun 15:00, Sun 17:30'),
    midweek: kickOffs('Tue 19:45, Wed 19:45'),
    internationalBreaks: true,
  },
  'Saudi Pro League': {
    year: 'season',
    start: (y) => sat(y, 8, 22),
    end: (y) => sat(y + 1, 5, 20),
    weekend: kickOffs('Fri 17:00, Fri 19:00, Sat 14:00, Sat 17:00, Sat 19:00, Sun 14:00, Sun 17:00'),
    midweek: kickOffs('Tue 17:00, Wed 17:00'),
    internationalBreaks: true,
  },
  // Evening kick-offs on the US east coast are after midnight in the UK: real, and only here and in Brazil.
  MLS: {
    year: 'calendar',
    start: (y) => sat(y, 2, 21),
    end: (y) => sat(y, 10, 14),
    weekend: kickOffs('Sat 20:00, Sat 22:30, Sun 00:30 x5, Sun 02:30, Sun 03:30, Sun 21:00, Sun 23:30'),
    midweek: kickOffs('Thu 00:30, Thu 02:30'),
    finalDay: kickOff('Sun 23:00'),
    internationalBreaks: false,
  },
  'Brazil Serie A': {
    year: 'calendar',
    start: (y) => sat(y, 4, 1),
    end: (y) => sunAfter(sat(y, 12, 1)),
    weekend: kickOffs('Sat 19:00, Sat 21:30, Sun 00:00, Sun 19:00, Sun 21:30, Sun 23:00'),
    midweek: kickOffs('Wed 22:00, Thu 00:30'),
    finalDay: kickOff('Sun 19:00'),
    internationalBreaks: false,
  },
};
