import type { RaceCard } from '@sl/contracts';

type RaceCode = 'flat' | 'jumps';
export type RaceType = 'Flat' | 'Hurdle' | 'Chase' | 'NH Flat';
type Surface = 'Turf' | 'AW';

export interface RaceKind {
  code: RaceCode;
  type: RaceType;
  surface: Surface;
}

/**
 * What kind of race a card is, read from what a real feed gives: the title names a jumps race's type ('Novices
 * Hurdle', 'Handicap Chase', 'National Hunt Flat', 'NH Flat' or 'Bumper'; so a feature must carry it too, as the
 * real ones do: 'Cheltenham Gold Cup Chase', 'Grand National Handicap Chase'), and only an all-weather track has a
 * 'Standard' going.
 */
export function raceCodeOf(card: Pick<RaceCard, 'title' | 'going'>): RaceKind {
  const title = card.title.toLowerCase();
  const type: RaceType = /national hunt flat|\bnh flat\b|\bbumper\b/.test(title)
    ? 'NH Flat'
    : /hurdle/.test(title)
      ? 'Hurdle'
      : /chase/.test(title)
        ? 'Chase'
        : 'Flat';
  return {
    code: type === 'Flat' ? 'flat' : 'jumps',
    type,
    surface: card.going.trim().toLowerCase().startsWith('standard') ? 'AW' : 'Turf',
  };
}

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const weekday = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();
const SATURDAY = 6;

/**
 * The flat turf season of a year, first and last day inclusive: from the last Saturday of March (the Lincoln
 * meeting) to the Saturday between 5 and 11 November (the November Handicap). One season for Britain and Ireland.
 */
export function flatTurfSeason(year: number): { start: string; end: string } {
  let start = 31;
  while (weekday(year, 3, start) !== SATURDAY) start -= 1;
  let end = 5;
  while (weekday(year, 11, end) !== SATURDAY) end += 1;
  return { start: iso(year, 3, start), end: iso(year, 11, end) };
}

/** Whether flat racing on turf can be staged on a date (yyyy-mm-dd). */
export function inFlatTurfSeason(date: string): boolean {
  const { start, end } = flatTurfSeason(Number(date.slice(0, 4)));
  return date >= start && date <= end;
}

/**
 * Whether a course with the given jumps season races over jumps in a date's month. 'winter' is October to April
 * (the spring festivals, Cheltenham, Aintree and Punchestown, fall inside it), 'summer' May to October, 'all-year'
 * any month. A month rule, not a fixture list: a real winter course's late-May or early-September meeting breaks it,
 * and the rule stays simple on purpose.
 */
export function jumpsInSeason(season: 'winter' | 'all-year' | 'summer', date: string): boolean {
  const month = Number(date.slice(5, 7));
  if (season === 'winter') return month >= 10 || month <= 4;
  if (season === 'summer') return month >= 5 && month <= 10;
  return true;
}
