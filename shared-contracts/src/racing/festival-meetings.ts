import type { FestivalName } from '../promos/festival';

/** The spec's example year (document 2 §9): its start dates are that year's editions, which the rules below give. */
export const FESTIVAL_DEFAULT_YEAR = 2025;

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

const addDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first `weekday` (0 Sunday … 6 Saturday) on or after the date. */
function onOrAfter(year: number, month: number, day: number, weekday: number): string {
  const start = new Date(Date.UTC(year, month - 1, day));
  start.setUTCDate(start.getUTCDate() + ((weekday - start.getUTCDay() + 7) % 7));
  return start.toISOString().slice(0, 10);
}

/** Easter Sunday (Gregorian calendar, the anonymous computus), yyyy-mm-dd. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Grand National days the published fixture list moved off the rule below (2024: a week later than the first
 * Saturday on or after 5 April); a fixture list beats a rule.
 */
const GRAND_NATIONAL_FIXTURES: Readonly<Record<number, string>> = { 2024: '2024-04-13' };

/**
 * The Grand National's Saturday: the first on or after 5 April, but never Easter Saturday: then a week later (2012,
 * 2023: 14 and 15 April), or a week earlier when later would pass 16 April (2004: 3 April; 2009, 2020: 4 April). A published
 * fixture beats the rule.
 */
export function grandNationalDay(year: number): string {
  const published = GRAND_NATIONAL_FIXTURES[year];
  if (published) return published;
  const saturday = onOrAfter(year, 4, 5, 6);
  if (saturday !== addDay(easterSunday(year), -1)) return saturday;
  const later = addDay(saturday, 7);
  return later <= `${year}-04-16` ? later : addDay(saturday, -7);
}

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
    // Tuesday to Friday, starting the Tuesday from 10 to 16 March.
    firstDay: (year) => onOrAfter(year, 3, 10, 2),
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
    // Tuesday to Saturday, starting the Tuesday from 14 to 20 June.
    firstDay: (year) => onOrAfter(year, 6, 14, 2),
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
    firstDay: (year) => addDay(grandNationalDay(year), -2),
  },
};

export interface FestivalEdition {
  festival: FestivalName;
  year: number;
  /** One date per festival day. */
  dates: string[];
}

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
