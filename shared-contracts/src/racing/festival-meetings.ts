import { FESTIVAL_DEFAULT_YEAR, FESTIVAL_STARTS, type FestivalName } from '../promos/festival';

/**
 * The racing behind each festival microsite: its course, its days and each day's feature race (race names are
 * facts). An edition's dates follow the real calendar rule; the spec's 2025 start dates (document 2 §9) hold.
 */
export interface FestivalMeeting {
  course: string;
  /** Jump racing (Cheltenham, Aintree) or flat (Ascot in June). */
  jumps: boolean;
  /** Each day's name and feature race, in order. */
  days: ReadonlyArray<{ name: string; feature: string }>;
  /** The first day of the year's edition (yyyy-mm-dd). */
  firstDay: (year: number) => string;
}

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The first `weekday` (0 Sunday … 6 Saturday) on or after the date. */
function onOrAfter(year: number, month: number, day: number, weekday: number): string {
  const start = new Date(Date.UTC(year, month - 1, day));
  start.setUTCDate(start.getUTCDate() + ((weekday - start.getUTCDay() + 7) % 7));
  return start.toISOString().slice(0, 10);
}

const spec2025 = (festival: FestivalName, daysBefore = 0) => {
  const s = FESTIVAL_STARTS[festival];
  return iso(FESTIVAL_DEFAULT_YEAR, s.month, s.day - daysBefore);
};

export const FESTIVAL_MEETINGS: Record<FestivalName, FestivalMeeting> = {
  'cheltenham-festival': {
    course: 'Cheltenham',
    jumps: true,
    days: [
      { name: 'Champion Day', feature: 'Champion Hurdle' },
      { name: 'Style Wednesday', feature: 'Queen Mother Champion Chase' },
      { name: "St Patrick's Thursday", feature: 'Stayers Hurdle' },
      { name: 'Gold Cup Day', feature: 'Cheltenham Gold Cup' },
    ],
    // Tuesday to Friday, starting the Tuesday on or after 10 March.
    firstDay: (year) =>
      year === FESTIVAL_DEFAULT_YEAR ? spec2025('cheltenham-festival') : onOrAfter(year, 3, 10, 2),
  },
  'royal-ascot': {
    course: 'Ascot',
    jumps: false,
    days: [
      { name: 'Day One', feature: 'Queen Anne Stakes' },
      { name: 'Day Two', feature: 'Prince of Wales’s Stakes' },
      { name: 'Gold Cup Day', feature: 'Gold Cup' },
      { name: 'Day Four', feature: 'Commonwealth Cup' },
      { name: 'Day Five', feature: 'Queen Elizabeth II Jubilee Stakes' },
    ],
    // Tuesday to Saturday, starting the Tuesday on or after 14 June.
    firstDay: (year) =>
      year === FESTIVAL_DEFAULT_YEAR ? spec2025('royal-ascot') : onOrAfter(year, 6, 14, 2),
  },
  'grand-national': {
    course: 'Aintree',
    jumps: true,
    days: [
      { name: 'Opening Day', feature: 'Aintree Bowl' },
      { name: 'Ladies Day', feature: 'Topham Chase' },
      { name: 'Grand National Day', feature: 'Grand National' },
    ],
    // Thursday to Saturday; the race itself on the Saturday (2025-04-05 by the spec).
    firstDay: (year) =>
      year === FESTIVAL_DEFAULT_YEAR ? spec2025('grand-national', 2) : onOrAfter(year, 4, 3, 4),
  },
};

export interface FestivalEdition {
  festival: FestivalName;
  year: number;
  /** One date per festival day. */
  dates: string[];
}

const addDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function festivalEdition(festival: FestivalName, year: number): FestivalEdition {
  const meeting = FESTIVAL_MEETINGS[festival];
  const first = meeting.firstDay(year);
  return { festival, year, dates: meeting.days.map((_, i) => addDay(first, i)) };
}

/** The edition running on `today` or the next one to come (never before the spec's default year). */
export function nextFestivalEdition(festival: FestivalName, today: string): FestivalEdition {
  const year = Math.max(FESTIVAL_DEFAULT_YEAR, Number(today.slice(0, 4)));
  const edition = festivalEdition(festival, year);
  return edition.dates[edition.dates.length - 1]! >= today ? edition : festivalEdition(festival, year + 1);
}

/** The last edition that has finished before `today`, if any since the spec's default year. */
export function previousFestivalEdition(festival: FestivalName, today: string): FestivalEdition | null {
  const year = nextFestivalEdition(festival, today).year - 1;
  return year >= FESTIVAL_DEFAULT_YEAR ? festivalEdition(festival, year) : null;
}

/** The festival (and its day number, from 1) racing on `date`, if any. */
export function festivalOn(date: string): { festival: FestivalName; day: number } | null {
  for (const festival of Object.keys(FESTIVAL_MEETINGS) as FestivalName[]) {
    const edition = festivalEdition(festival, Number(date.slice(0, 4)));
    const index = edition.dates.indexOf(date);
    if (index >= 0) return { festival, day: index + 1 };
  }
  return null;
}

/** Racecards for a festival day are out this many days ahead (declarations); before that the day has no races. */
export const FESTIVAL_CARDS_DAYS_AHEAD = 3;

/** A festival race as the microsite shows it: the card's facts, our tip, and the result once there is one. */
export interface FestivalRace {
  raceId: number;
  raceNumber: number;
  offTime: string;
  offTimeLocal: string;
  title: string;
  distance: string;
  runners: number;
  /** The day's feature race. */
  feature: boolean;
  /** Our pick: the strongest of the market and recent form (public data only). */
  tip: { horseCode: string; horseName: string; odds: string; form: string } | null;
  result: { winner: string; startingPrice: string; placed: string[] } | null;
}

export interface FestivalDayRacing {
  date: string;
  dayNumber: number;
  name: string;
  feature: string;
  /** Empty until the day's cards are out. */
  races: FestivalRace[];
}

export interface FestivalEditionRacing {
  year: number;
  status: 'upcoming' | 'running' | 'finished';
  days: FestivalDayRacing[];
}

/** GET /api/horse-racing/v2/racing/festivals/{festival}: the next (or running) edition and the last one. */
export interface FestivalRacing {
  festival: FestivalName;
  course: string;
  next: FestivalEditionRacing;
  previous: FestivalEditionRacing | null;
}
